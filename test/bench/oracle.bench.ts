// Oracle coverage: how much of the continuous-effect wording on real cards (MTGJSON, ../shared) the effect reader
// understands, and why the rest is refused. A measure for choosing the next templates, not a target: much of what is
// refused is refused on purpose (conditions, "for each" counts, X) because guessing would give a wrong answer.
import { existsSync, readdirSync } from 'node:fs';
import { parseEffectText, withChoice } from '../../core/engine/index.ts';
import { cardsFolder, effectSentences } from '../support/oracleSentences.ts';

export default function oracleCoverage(): void {
  const folder = cardsFolder();
  if (!existsSync(folder)) {
    console.log('skipped: ../shared/data/cards-mtgjson-20260709 is absent');
    return;
  }
  // sentence → the card's name, each distinct sentence once
  const sentences = new Map(effectSentences().map(({ sentence, card }) => [sentence, card.faceName ?? card.name]));
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
  wider(sentences);
}

/** The wider measure: the control and P/T-defining wordings (Tarmogoyf, Control Magic) counted too. */
function wider(narrow: ReadonlyMap<string, string>): void {
  const all = new Map(effectSentences(true).map(({ sentence, card }) => [sentence, card.faceName ?? card.name]));
  let read = 0;
  const added: string[] = [];
  for (const [sentence, name] of all) {
    const parsed = parseEffectText(sentence, name);
    const ok = parsed.ok || judgeInput(sentence, name, parsed.error.code) !== null;
    if (ok) read += 1;
    else if (!narrow.has(sentence)) added.push(sentence);
  }
  console.log(
    `  wider, with control and P/T-defining wordings: ${all.size} sentences, ${read} read with the judge's inputs ` +
      `(${((100 * read) / all.size).toFixed(1)}%); of the ${all.size - narrow.size} added, ${added.length} refused, e.g. ` +
      added
        .slice(0, 2)
        .map((example) => `"${example}"`)
        .join('; '),
  );
}

/** Which input of the judge makes a refused sentence read, or null: "conditionHolds", "targetPlayer", X, a "chosen" color or type. */
function judgeInput(sentence: string, name: string, code: string): string | null {
  if (code === 'condition' && parseEffectText(sentence, name, undefined, { conditionHolds: true }).ok) return '"conditionHolds": true';
  if (code === 'player-filter' && parseEffectText(sentence, name, undefined, { targetPlayer: 'opponent' }).ok) return '"targetPlayer"';
  if (code === 'count' && parseEffectText(sentence, name, undefined, { values: { X: 3 } }).ok) return '"values" (X)';
  for (const chosen of ['blue', 'Elf']) {
    const wording = withChoice(sentence, chosen);
    if (wording.ok && wording.value !== sentence && parseEffectText(wording.value, name).ok)
      return `"chosen" (${chosen === 'blue' ? 'a color' : 'a type'})`;
  }
  return null;
}
