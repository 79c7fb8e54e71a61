// A refusal in one line: the sentence with the words not understood marked, why, the nearest form understood and what
// the judge can do instead. The full list of forms is for --verbose and the "Forms understood" link, never the message.
import type { Problem } from '../../result.ts';
import type { Span } from './tokens.ts';

export interface Refusal {
  readonly code: string;
  /** Why, without the sentence: "\"purple\" is not a color, type or P/T". */
  readonly reason: string;
  /** Character range of the words not understood in the sentence (empty: the whole sentence). */
  readonly start: number;
  readonly end: number;
  readonly sentence: string;
  /** What the judge can do; a default is chosen by code when absent. */
  readonly suggestion?: string;
  /** The nearest form understood, filled in by the grammar when it knows it. */
  readonly nearest?: string;
}

export function refusal(
  code: string,
  reason: string,
  span: Span,
  context: { readonly sentence: string },
  extra: { readonly suggestion?: string } = {},
): Refusal {
  const start = span[0]?.start ?? 0;
  const end = span.length === 0 ? context.sentence.length : span[span.length - 1]!.end;
  return { code, reason, start, end, sentence: context.sentence, ...extra };
}

const defaultSuggestion = 'give the effect by form (structured) instead';

/** The sentence with the words not understood between ⟦ ⟧ (one mark, in the message only). */
export function marked(refused: Refusal): string {
  const { sentence, start, end } = refused;
  if (start === 0 && end >= sentence.length) return `⟦${sentence}⟧`;
  return `${sentence.slice(0, start)}⟦${sentence.slice(start, end)}⟧${sentence.slice(end)}`;
}

/** The refusal as the one-line Problem every caller shows; `at` holds the words not understood. */
export function asProblem(refused: Refusal): Problem {
  const nearest = refused.nearest === undefined ? '' : ` Nearest form understood: ${refused.nearest}.`;
  const suggestion = refused.suggestion ?? defaultSuggestion;
  const message = `Not understood: "${marked(refused)}" — ${refused.reason}.${nearest} You can: ${suggestion}.`;
  const words = refused.sentence.slice(refused.start, refused.end);
  return { code: refused.code, message, at: words === '' ? refused.sentence : words };
}
