// The judge vocabulary resolves through each CR's own glossary and headings: every entry of the thesaurus (but the
// IPG's abbreviations of infractions and penalties, which name IPG sections) leads to a rule that exists in the 2017,
// 2024 and 2026 CRs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { signedCostTerms } from '../../core/search/signedCosts.ts';
import { guideAbbreviations } from '../../core/search/guideAbbreviations.ts';
import { judgeVocabulary, looseVocabulary } from '../../core/search/thesaurus.ts';
import { rulesWordings } from '../../core/search/wordings.ts';
import { layoutTerms } from '../../core/cards/layouts.ts';
import { stemKey } from '../../core/search/terms.ts';
import { termsOf } from '../../electron/db/searchTerms.ts';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { sql } from '../../electron/db/sql.ts';
import { describeShared, sharedData } from '../support/shared.ts';

const releases = ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-04-17.txt'];

/** A CR release imported alone, and whether any of some CR term names leads to a rule it has. */
function importRelease(release: string) {
  const db = openDatabase(':memory:');
  const imported = importDocument(db, { fileName: release, content: readFileSync(sharedData(release)) });
  if (!imported.ok) throw new Error(imported.error.message);
  const source = imported.value.source.id;
  const terms = termsOf(db, source);
  const byNumber = db.prepare(sql.ruleByNumber);
  const leadsToRule = (names: readonly string[]): boolean =>
    names.flatMap((name) => terms.byKey.get(stemKey(name))?.rules ?? []).some((number) => byNumber.get(source, number) !== undefined);
  return { db, source, leadsToRule };
}

describeShared('judge vocabulary resolved per CR version', () => {
  for (const release of releases) {
    it(`every thesaurus entry leads to an existing rule of ${release}`, () => {
      const { db, leadsToRule } = importRelease(release);
      const entries = [...Object.entries(judgeVocabulary), ...Object.entries(looseVocabulary), ['+1', signedCostTerms] as const];
      const unresolved = entries
        .filter(([phrase, names]) => !(phrase in guideAbbreviations) && !leadsToRule(names))
        .map(([phrase, names]) => `${phrase} → ${names.join(' | ')}`);
      expect(unresolved).toEqual([]);
      db.close();
    });

    it(`every wording of the rules is written in ${release}`, () => {
      const { db, source } = importRelease(release);
      const writes = db.prepare('SELECT count(*) AS n FROM rules WHERE source_id = ? AND text LIKE ?');
      const unwritten = Object.values(rulesWordings)
        .flat()
        .filter((words) => (writes.get(source, `%${words}%`) as { n: number }).n === 0);
      expect(unwritten).toEqual([]);
      db.close();
    });
  }
});

// A card's layout names the kind of card it is (core/cards/layouts.ts): in the newest CR every one leads to the rules
// for that kind; the 2017 CR knows the kinds printed by then.
describeShared('card layouts resolved per CR version', () => {
  const unresolvedIn = (release: string): string[] => {
    const { db, leadsToRule } = importRelease(release);
    const unresolved = Object.entries(layoutTerms)
      .filter(([, name]) => !leadsToRule([name]))
      .map(([layout]) => layout);
    db.close();
    return unresolved;
  };
  it('every layout leads to an existing rule of cr-2026-04-17.txt', () => expect(unresolvedIn('cr-2026-04-17.txt')).toEqual([]));
  it('the 2017 CR lacks only the kinds printed after it', () =>
    expect(unresolvedIn('cr-2017-09-29.txt').sort()).toEqual(['adventure', 'case', 'class', 'modal_dfc', 'prepare', 'saga']));
});
