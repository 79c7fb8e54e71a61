// Search over the CR and a tournament guide imported side by side: the guide's own numbering and abbreviations.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { importDocument, openDatabase, searchRules } from './service.ts';

const ids = (db: ReturnType<typeof openDatabase>, query: string, limit = 10): string[] =>
  searchRules(db, { query, limit }).results.map((r) => r.id);

describeShared('searchRules on the April 2026 CR beside the 2019 IPG', () => {
  const db = openDatabase(':memory:');
  for (const name of ['cr-2026-04-17.txt', 'ipg-2019-01-21.md'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });

  it('finds an infraction by its name, its abbreviation and its section number', () => {
    for (const [query, section] of [
      ['missed trigger', '§2.1'],
      ['looking at extra cards', '§2.2'],
      ['GRV', '§2.5'],
      ['OA', '§3.2'],
      ['DLP', '§3.4'],
      // an infraction whose name holds a CR term ("card", "mulligan"): the name is asked, not the term
      ['HCE', '§2.3'],
      ['LEC', '§2.2'],
      ['MPE', '§2.4'],
      ['"hidden card error"', '§2.3'],
      ['2.5', '§2.5'],
      ['IPG 3.4', '§3.4'],
      ['slow play', '§3.3'],
      // a procedure named in words that also join into a keyword's name ("back up": Backup)
      ['backing up', '§1.4'],
    ] as const) {
      // the infraction's section, or one of its own paragraphs, first; the section itself in the top 3
      const top3 = ids(db, query, 3);
      expect(top3[0] === section || top3[0]!.startsWith(`${section} ¶`), `${query}: ${top3.join(' ')}`).toBe(true);
      expect(top3, query).toContain(section);
    }
    // both abbreviations: the guide's text that speaks of the two infractions together
    expect(ids(db, 'is this a grv or a ftmgs', 3)[0]).toMatch(/^§2\.[56]\b/);
  });

  it("reads a penalty's abbreviation as the penalty's name", () => {
    for (const [query, name] of [
      ['what does a GL do', 'Game Loss'],
      ['when is an ML given', 'Match Loss'],
      ['who can issue a DQ', 'Disqualification'],
    ] as const) {
      const first = searchRules(db, { query, limit: 1 }).results[0]!;
      expect(`${first.title} ${first.snippet}`, query).toContain(name);
    }
  });

  it('keeps CR rule numbers for the CR: "704.5j" and "613" are still the CR rules', () => {
    expect(ids(db, '704.5j')[0]).toBe('704.5j');
    expect(ids(db, '613')[0]).toBe('613');
  });
});
