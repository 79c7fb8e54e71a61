import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeList } from '../../core/changes/model.ts';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { changeList, resolveSource, ruleHistory } from './changes.ts';
import { importDocument, openDatabase, type Database } from './service.ts';

const releases = ['2017-09-29', '2024-03-08', '2026-01-16', '2026-04-17'] as const;

function importText(db: Database, fileName: string, text: string | Uint8Array): number {
  const content = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const result = importDocument(db, { fileName, content });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.source.id;
}

function listOf(db: Database, older: number, newer: number): ChangeList {
  const result = changeList(db, older, newer);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const ruleCount = (db: Database, id: number): number =>
  (db.prepare('SELECT count(*) AS n FROM rules WHERE source_id = ?').get(id) as { n: number }).n;

describeShared('change lists between the shared CR releases', () => {
  let db: Database;
  const ids = new Map<string, number>();
  beforeAll(() => {
    db = openDatabase(':memory:');
    for (const date of releases) ids.set(date, importText(db, `cr-${date}.txt`, readFileSync(sharedData(`cr-${date}.txt`))));
  });

  it('accounts for every rule of both versions in each consecutive pair, with plausible counts', () => {
    for (let i = 1; i < releases.length; i++) {
      const older = ids.get(releases[i - 1]!)!;
      const newer = ids.get(releases[i]!)!;
      const list = listOf(db, older, newer);
      const c = list.counts;
      expect(c.added + c.changed + c.renumbered + c.unchanged).toBe(ruleCount(db, newer));
      expect(c.removed + c.changed + c.renumbered + c.unchanged).toBe(ruleCount(db, older));
      // most of a release carries over; renumberings come in runs, far fewer runs than renumbered rules
      expect(c.unchanged + c.renumbered - c.renumberedChanged).toBeGreaterThan(ruleCount(db, older) * 0.6);
      expect(c.runs).toBeLessThan(c.renumbered / 3);
      expect(list.runs.every((run) => run.rules >= 1 && run.summary.includes('renumbered'))).toBe(true);
    }
  });

  it('shows the Tribal → Kindred rename of 2024 (glossary and rule 308)', () => {
    const list = listOf(db, ids.get('2024-03-08')!, ids.get('2026-01-16')!);
    expect(list.glossary.renamed).toContainEqual(expect.objectContaining({ from: 'Tribal', to: 'Kindred', changed: false }));
    expect(list.glossary.added.map((g) => g.term)).toContain('Tribal');
    const heading = list.changed.find((r) => r.number === '308')!;
    expect(heading.diff).toEqual([
      { kind: 'removed', text: 'Tribals' },
      { kind: 'added', text: 'Kindreds' },
    ]);
  });

  it('defaults to the two newest releases; ids and dates name sources', () => {
    const list = changeList(db);
    expect(list.ok && [list.value.older.effectiveDate, list.value.newer.effectiveDate]).toEqual(['2026-01-16', '2026-04-17']);
    expect(resolveSource(db, '2024-03-08')).toEqual({ ok: true, value: ids.get('2024-03-08') });
    expect(resolveSource(db, '2017')).toEqual({ ok: true, value: ids.get('2017-09-29') });
    expect(resolveSource(db, '2026')).toMatchObject({ ok: false, error: { code: 'ambiguous' } });
    expect(resolveSource(db, '1999-01-01')).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(resolveSource(db, 'April')).toMatchObject({ ok: false, error: { code: 'bad-source' } });
  });

  it('follows a rule through renumberings in its history, newest first', () => {
    // Phasing: 702.25 in 2017, 702.26 since 2024 (Buyback moved before it)
    const history = ruleHistory(db, '702.26')!;
    expect(history.versions.map((v) => [v.source.effectiveDate, v.number])).toEqual([
      ['2026-04-17', '702.26'],
      ['2026-01-16', '702.26'],
      ['2024-03-08', '702.26'],
      ['2017-09-29', '702.25'],
    ]);
    expect(history.versions.map((v) => v.status)).toEqual(['unchanged', 'unchanged', 'renumbered', 'earliest']);
    expect(history.versions[2]!.previousNumber).toBe('702.25');
    const removed = ruleHistory(db, '702.26', ids.get('2017-09-29'))!;
    expect(removed.versions.map((v) => v.number)).toEqual(['702.27', '702.27', '702.27', '702.26']);
  });

  it('reports exactly the edits of a synthetic release made from the April 2026 CR', () => {
    const april = readFileSync(sharedData('cr-2026-04-17.txt'), 'utf8');
    // 1. a keyword inserted as 702.26: every later keyword (and every citation of one) one number on
    let text = april.replace(/\b702\.(\d+)/g, (whole, n: string) => (Number(n) >= 26 ? `702.${Number(n) + 1}` : whole));
    const inserted =
      '702.26. Glimmer\n\n702.26a Glimmer is a static ability. “Glimmer” means “This permanent can’t be seen by opponents.”\n\n' +
      '702.26b Multiple instances of glimmer on the same permanent are redundant.\n\n';
    text = text.replace(/^702\.27\. Phasing$/m, `${inserted}702.27. Phasing`);
    // 2. 406.8 moved to the end of 405 as 405.7
    const moved = /^406\.8\. (.*)\n\n/m.exec(text)!;
    text = text.replace(moved[0], '').replace(/^(405\.6h .*\n\n)/m, `$1405.7. ${moved[1]}\n\n`);
    // 3. 104.3k deleted (the last subrule of 104.3)
    text = text.replace(/^104\.3k .*\n\n/m, '');
    // 4. 502.4 reworded
    text = text.replace('so no spells can be cast or resolve', 'so no spells can be cast and none resolve');
    // 5. the glossary's Shroud renamed Veil; and a later date
    text = text.replace(/^Shroud$/m, 'Veil').replaceAll('effective as of April 17, 2026', 'effective as of June 5, 2026');
    const synthetic = importText(db, 'cr-synthetic.txt', text);

    const list = listOf(db, ids.get('2026-04-17')!, synthetic);
    expect(list.added.map((r) => r.number)).toEqual(['702.26', '702.26a', '702.26b']);
    expect(list.removed.map((r) => r.number)).toEqual(['104.3k']);
    expect(list.changed.map((r) => r.number)).toEqual(['502.4']);
    expect(list.changed[0]!.diff.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual(['or', 'and none']);
    expect(list.runs).toHaveLength(1);
    const keywordCount = list.renumbered.filter((r) => r.kind === 'shifted').length;
    expect(list.runs[0]).toMatchObject({
      first: { from: '702.26', to: '702.27' },
      last: { from: `702.${25 + keywordCount}`, to: `702.${26 + keywordCount}` },
      offset: 1,
      rules: keywordCount,
      cause: { kind: 'added', number: '702.26' },
    });
    expect(keywordCount).toBeGreaterThan(150);
    expect(list.renumbered.filter((r) => r.run === 0)).toHaveLength(list.renumbered.length - 1);
    expect(list.renumbered.filter((r) => r.run === null)).toEqual([
      expect.objectContaining({ from: '406.8', to: '405.7', kind: 'moved', changed: false }),
    ]);
    expect(list.renumbered.every((r) => !r.changed)).toBe(true);
    expect(list.counts.referencesFollowed).toBeGreaterThan(0);
    expect(list.glossary).toEqual({ added: [], removed: [], changed: [], renamed: [{ from: 'Shroud', to: 'Veil', changed: false }] });
  });
});

describe('change lists on small documents', () => {
  const miniCr = readFileSync(new URL('../../test/fixtures/rules/mini-cr.txt', import.meta.url), 'utf8');

  it('refuses what cannot be compared, saying why', () => {
    const db = openDatabase(':memory:');
    expect(changeList(db)).toMatchObject({ ok: false, error: { code: 'not-enough-sources' } });
    const one = importText(db, 'mini-cr.txt', miniCr);
    expect(changeList(db, one, one)).toMatchObject({ ok: false, error: { code: 'same-source' } });
    expect(changeList(db, one, 99)).toMatchObject({ ok: false, error: { code: 'not-found', message: 'no source with id 99' } });
    expect(changeList(db, one)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(ruleHistory(db, '999.9')).toBeNull();
  });

  it('gives the history of a renumbered, reworded rule across three imports', () => {
    const db = openDatabase(':memory:');
    importText(db, 'a.txt', miniCr.replace('March 3, 2031', 'March 3, 2030'));
    const second = miniCr
      .replace('100.1a A two-player game', '100.1a A game may have one or more players.\n\n100.1b A two-player game')
      .replace(
        '100.1b A multiplayer game is a game that begins with more than two players.',
        '100.1c A multiplayer game is a game that begins with three or more players.',
      );
    importText(db, 'b.txt', second);
    importText(db, 'c.txt', second.replace('March 3, 2031', 'March 3, 2032'));
    const history = ruleHistory(db, '100.1c')!;
    expect(history.versions.map((v) => [v.source.effectiveDate, v.number, v.status])).toEqual([
      ['2032-03-03', '100.1c', 'unchanged'],
      ['2031-03-03', '100.1c', 'renumbered-changed'],
      ['2030-03-03', '100.1b', 'earliest'],
    ]);
    expect(history.versions[1]!.diff!.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual(['three or', 'than two']);
    const added = ruleHistory(db, '100.1a')!;
    expect(added.versions.map((v) => v.status)).toEqual(['unchanged', 'added']);
  });
});
