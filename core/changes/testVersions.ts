// For the change-list tests: rules written as the parser gives them, and versions of the rules built from them.
import type { GlossaryEntry, RuleEntry } from '../rules/model.ts';
import { parentOf } from '../rules/numbers.ts';
import type { RulesVersion } from './changeList.ts';

/** A rule as the parser gives it: kind and parent from the number. */
export function rule(number: string, text: string, examples: string[] = []): RuleEntry {
  const kind = /^\d$/.test(number) ? 'section' : /^\d{3}$/.test(number) ? 'rule' : 'entry';
  return { number, kind, parent: parentOf(number), text, examples };
}

/**
 * A keyword section 7 › 702 › 702.1 …: each keyword a heading, with the subrules (702.1a, 702.1b, …) `subrules` writes
 * for it from its name and number.
 */
export function keywordSection(names: readonly string[], subrules: (name: string, number: string) => readonly string[]): RuleEntry[] {
  return [
    rule('7', 'Additional Rules'),
    rule('702', 'Keyword Abilities'),
    ...names.flatMap((name, i) => {
      const number = `702.${i + 1}`;
      return [rule(number, name), ...subrules(name, number).map((text, j) => rule(`${number}${String.fromCharCode(97 + j)}`, text))];
    }),
  ];
}

/** Version `id` (1–9) of the rules, titled "Rules <id>" and dated the first of month <id> of 2030. */
export const version = (id: number, entries: RuleEntry[], glossary: GlossaryEntry[] = []): RulesVersion => ({
  source: { id, title: `Rules ${id}`, effectiveDate: `2030-0${id}-01` },
  entries,
  glossary,
});
