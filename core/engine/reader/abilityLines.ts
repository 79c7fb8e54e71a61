// A card's whole Oracle text given as one effect, its abilities a line each as Oracle prints them ("Enchant creature",
// then "Enchanted creature loses all abilities and is a blue Frog …"). Each paragraph is one ability (113.2): the lines
// that read as continuous effects are read together; the others — a keyword, an activated or triggered ability, "As …
// enters, choose …", wording the reader does not know — are set aside and named, as abilities of a card on the board are.
import type { Problem } from '../../result.ts';
import { abilityKindOf } from './abilityKind.ts';
import { normalizeWording } from './tokens.ts';

/** A line set aside, with what it is, to follow "is" ("a keyword ability (702.1): …"). */
export interface SetAsideLine {
  readonly line: string;
  readonly what: string;
}

export interface LinesApart {
  /** The lines read as the effect, joined as one text, each a sentence; "" when none reads. */
  readonly kept: string;
  readonly setAside: readonly SetAsideLine[];
}

/**
 * The text's lines apart, when it has several (null for one line). A keyword is set aside even when it reads alone: it
 * is the object's own ability, even one that defines a characteristic (Changeling, 604.3), not this effect.
 */
export function linesApart(text: string, problemAlone: (line: string) => Problem | null): LinesApart | null {
  // a line that is only reminder text says nothing (its parentheses are dropped as the reader drops them)
  const lines = oracleLines(text).filter((line) => normalizeWording(line) !== '');
  if (lines.length < 2) return null;
  const kept: string[] = [];
  const setAside: SetAsideLine[] = [];
  for (const line of lines) {
    const kind = abilityKindOf(line);
    const problem = kind?.code === 'keyword' ? null : problemAlone(line);
    const wording = normalizeWording(line);
    if (kind?.code !== 'keyword' && problem === null)
      kept.push(/[.!"]$/.test(wording) ? wording : `${wording}.`); // each line ends a sentence, as its paragraph does
    else setAside.push({ line, what: kind?.what ?? `not read: ${reasonOf(problem!)}` });
  }
  return { kept: kept.join(' '), setAside };
}

/** A text's abilities, one a line as Oracle prints them (113.2), trimmed, without empty lines; one line is left as given. */
export function oracleLines(text: string): string[] {
  if (!/[\r\n]/.test(text)) return [text];
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A text none of whose lines reads as a continuous effect, refused naming what each line is. */
export function noEffectLine(setAside: readonly SetAsideLine[]): Problem {
  const lines = setAside.map(({ line, what }) => `"${line}" is ${what}`).join('; ');
  return { code: 'no-effect-line', message: `Not understood: no line of the text is a continuous effect: ${lines}.`, at: 'text' };
}

/** The reader's reason without the sentence it quotes: "matches no form understood", "the condition … ". */
function reasonOf(problem: Problem): string {
  const reason = problem.message.split(' — ').slice(1).join(' — ') || problem.message;
  return reason.split(/\. (?:Nearest form understood|You can)\b/)[0]!;
}
