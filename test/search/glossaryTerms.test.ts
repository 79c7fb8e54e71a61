// Every CR term asked alone is answered by itself, in the 2017, 2024 and 2026 CRs: the query of a glossary entry's
// name (the first, for an entry of several: "Banding, “Bands with Other”") puts the entry, or a rule it leads to or a
// subrule of one, in the top 3; the query of a titled rule's title ("Trample", "Declare Blockers Step") puts that
// rule or a subrule of it there. Only a name that is a stop word ("If", "You") is no query, and an obsolete entry is
// left out (its term is answered by the current one: "Converted Mana Cost" by Mana Value).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stopWords } from '../../core/search/query.ts';
import { stemKey, underRule } from '../../core/search/terms.ts';
import { searchRules } from '../../electron/db/search.ts';
import { termsOf } from '../../electron/db/searchTerms.ts';
import { importDocument, openDatabase } from '../../electron/db/service.ts';
import { sql } from '../../electron/db/sql.ts';
import { describeShared, sharedData } from '../support/shared.ts';

const releases = ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-04-17.txt'];

describeShared('every CR term asked alone, per CR version', () => {
  for (const release of releases) {
    it(`puts its glossary entry or its rule in the top 3 in ${release}`, () => {
      const db = openDatabase(':memory:');
      const imported = importDocument(db, { fileName: release, content: readFileSync(sharedData(release)) });
      if (!imported.ok) throw new Error(imported.error.message);
      const source = imported.value.source.id;
      const terms = termsOf(db, source);
      const top3 = (query: string): string[] => searchRules(db, { query, limit: 3 }).results.map((r) => r.id);
      const missed: string[] = [];
      let asked = 0;
      for (const { term, obsolete } of db.prepare(sql.glossaryTerms).all(source) as { term: string; obsolete: number }[]) {
        const name = term.replace(/[“”"]/g, '').split(/[,;(]/)[0]!.trim();
        if (obsolete === 1 || stopWords.has(name.toLowerCase())) continue;
        const rules = terms.byKey.get(stemKey(name))?.rules ?? [];
        const ids = top3(name);
        asked++;
        if (!ids.some((id) => id === `glossary:${term}` || rules.some((rule) => underRule(id, rule))))
          missed.push(`${name} → ${ids.join(' ')}`);
      }
      const titled = db.prepare(sql.searchTermTitles).all(source) as { number: string; title: string }[];
      for (const { number, title } of titled) {
        // a title several rules bear ("General") is answered by any of them; a section ("7. Additional Rules") by its
        // rules, numbered in hundreds
        const bearers = titled.filter((t) => t.title === title).map((t) => t.number);
        const under = (id: string, n: string): boolean => underRule(id, n) || (/^\d$/.test(n) && id.startsWith(n) && /^\d{3}/.test(id));
        const ids = top3(title);
        asked++;
        if (!ids.some((id) => bearers.some((n) => under(id, n)))) missed.push(`${number} ${title} → ${ids.join(' ')}`);
      }
      expect(asked).toBeGreaterThan(700);
      expect(missed).toEqual([]);
      db.close();
    });
  }
});
