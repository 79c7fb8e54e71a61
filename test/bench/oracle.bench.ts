// Oracle coverage: how much of the continuous-effect wording on real cards (MTGJSON, ../shared) the effect reader
// understands, and why the rest is refused. A measure for choosing the next templates, not a target: much of what is
// refused is refused on purpose (conditions, "for each" counts, X) because guessing would give a wrong answer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEffectText, withChoice } from '../../core/engine/index.ts';
import { sharedData } from '../support/shared.ts';

interface CardFace {
  readonly name: string;
  readonly faceName?: string;
  readonly text?: string;
}

/** Sentences that change characteristics (types, colors, abilities, P/T, copy, control), as a judge would enter them. */
const characteristicChange = new RegExp(
  [
    'in addition to (its|their) other',
    'becomes? (a|an)\\b',
    'becomes? a copy',
    '(is|are) (a|an|every|all|the chosen|colorless|white|blue|black|red|green)\\b',
    'gets? [+-]\\d',
    'lose all abilities|loses all abilities|base power and toughness|gain control of',
  ]
    .map((form) => `\\b(${form})`)
    .join('|'),
  'i',
);
/** Triggered abilities, keyword reminder lines and one-shot instructions are not continuous effects to enter. */
const notAnEffect =
  /^(when|whenever|at the beginning|create|search|draw|exile|return|destroy|counter|you may|each player|target player|target opponent)\b/i;

/** The effect sentences of one card's text: costs and reminder text removed, the card's name kept as it is. */
function sentencesOf(card: CardFace): string[] {
  const sentences: string[] = [];
  for (const line of (card.text ?? '').split('\n')) {
    // reminder text, a mode's bullet, a chapter or ability word, an activated ability's cost
    const body = line
      .replace(/\([^)]*\)/g, '')
      .replace(/^• /, '')
      .replace(/^(\+ \{[^}]*\}|\d+\+? \||\d+-\d+ \|) (— )?/, '') // a spree mode's cost, a level or class line's marker
      .replace(/^([IVX]+(, [IVX]+)*|[A-Z][\w ']+) — /, '')
      .replace(/^(\[[^\]]*\]|[^":.]+): /, '')
      .trim();
    for (const sentence of body.split(/(?<=\.)\s+(?=[A-Z])/)) {
      if (characteristicChange.test(sentence) && !notAnEffect.test(sentence)) sentences.push(sentence);
    }
  }
  return sentences;
}

export default function oracleCoverage(): void {
  const folder = sharedData('cards-mtgjson-20260709');
  if (!existsSync(folder)) {
    console.log('skipped: ../shared/data/cards-mtgjson-20260709 is absent');
    return;
  }
  const sentences = new Map<string, string>(); // sentence → the card's name, each distinct sentence once
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const cards = (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { data: { cards: CardFace[] } }).data.cards;
    for (const card of cards)
      for (const sentence of sentencesOf(card)) if (!sentences.has(sentence)) sentences.set(sentence, card.faceName ?? card.name);
  }
  const refused = new Map<string, string[]>();
  let read = 0;
  let counted = 0;
  const withInputs = new Map<string, number>();
  const started = performance.now();
  for (const [sentence, name] of sentences) {
    const parsed = parseEffectText(sentence, name);
    if (parsed.ok) {
      read += 1;
      if ((parsed.value.needs ?? []).length > 0) counted += 1;
      continue;
    }
    // what the judge can supply: the condition holds now, or the choice made as the effect began (105.1, 205.3)
    const input = judgeInput(sentence, name, parsed.error.code);
    if (input !== null) withInputs.set(input, (withInputs.get(input) ?? 0) + 1);
    else refused.set(parsed.error.code, [...(refused.get(parsed.error.code) ?? []), sentence]);
  }
  const elapsed = performance.now() - started;
  const percent = (n: number) => `${((100 * n) / sentences.size).toFixed(1)}%`;
  const inputs = [...withInputs.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `oracle: ${sentences.size} distinct effect sentences on ${readdirSync(folder).length} MTGJSON sets: ${read} read (${percent(read)}), ` +
      `${read + inputs} with the judge's inputs (${percent(read + inputs)}), ${sentences.size - read - inputs} refused; ` +
      `${(elapsed / sentences.size).toFixed(2)} ms per sentence`,
  );
  console.log(`  of those read, ${counted} count something a judge gives in "values" (cards in hand, counters, X) unless given`);
  for (const [input, n] of withInputs) console.log(`  read once the judge gives ${input}: ${n}`);
  for (const [code, examples] of [...refused].sort((a, b) => b[1].length - a[1].length)) {
    console.log(
      `  refused ${code}: ${examples.length}, e.g. ${examples
        .slice(0, Number(process.env.ORACLE_EXAMPLES ?? 2))
        .map((example) => `"${example.length > 90 ? `${example.slice(0, 90)}…` : example}"`)
        .join('; ')}`,
    );
  }
}

/** Which input of the judge makes a refused sentence read, or null: "conditionHolds", or a "chosen" color or type. */
function judgeInput(sentence: string, name: string, code: string): string | null {
  if (code === 'condition' && parseEffectText(sentence, name, undefined, { conditionHolds: true }).ok) return '"conditionHolds": true';
  for (const chosen of ['blue', 'Elf']) {
    const wording = withChoice(sentence, chosen);
    if (wording.ok && wording.value !== sentence && parseEffectText(wording.value, name).ok)
      return `"chosen" (${chosen === 'blue' ? 'a color' : 'a type'})`;
  }
  return null;
}
