import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stemKey, underRule } from '../../core/search/terms.ts';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { termsOf } from './searchTerms.ts';
import { importDocument, listSources, openDatabase, searchRules } from './service.ts';
import { queries } from './sql.ts';
import { prepared } from './statements.ts';

describeShared('searchRules on a term the CR marks obsolete', () => {
  const db = openDatabase(':memory:');
  for (const name of ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-04-17.txt'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });

  it('answers an older name with the definition or rules of the term each CR version now uses for it', () => {
    const renamedIn = new Map<string | null, number>();
    for (const source of listSources(db)) {
      const terms = termsOf(db, source.id);
      const obsolete = prepared(db, queries.glossaryTerms)
        .all(source.id)
        .filter((g) => g.obsolete === 1);
      expect(obsolete.length, `${source.effectiveDate}`).toBeGreaterThan(0);
      let renamed = 0;
      for (const { term } of obsolete) {
        const current = terms.byKey.get(stemKey(term));
        if (current === undefined || current.key === stemKey(term)) continue;
        renamed++;
        const first = searchRules(db, { query: term, sourceId: source.id, limit: 1 }).results[0]!;
        const answers =
          first.kind === 'glossary' ? stemKey(first.title) === current.key : current.rules.some((r) => underRule(first.id, r));
        expect(answers, `${term} in ${source.effectiveDate}: ${first.id}, not ${current.name}`).toBe(true);
      }
      renamedIn.set(source.effectiveDate, renamed);
    }
    // "An older name for …", "An obsolete term for …", "… has been renamed. See rule …"
    expect(renamedIn.get('2026-04-17')).toBeGreaterThanOrEqual(5);
  });

  it('keeps an obsolete term that names no current one as its own entry', () => {
    for (const source of listSources(db)) {
      const found = searchRules(db, { query: 'mana burn', sourceId: source.id, limit: 3 }).results.map((r) => r.id);
      expect(found, `${source.effectiveDate}`).toContain('glossary:Mana Burn');
    }
  });
});
