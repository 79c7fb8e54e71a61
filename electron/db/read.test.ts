// Reading rules and glossary entries with their glossary links (issue 5: glossary linked both ways with the rules).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { compareRuleNumbers } from '../../core/rules/numbers.ts';
import { smallCr } from './smallCr.ts';
import { importDocument, listSources, openDatabase, readGlossary, readRule, removeSource, type Database } from './service.ts';

const file = (fileName: string, text: string) => ({ fileName, content: new TextEncoder().encode(text) });
const terms = (db: Database, number: string): string[] =>
  readRule(db, number)!.terms.map((t) => (t.defined ? `defines ${t.term}` : t.term));

describe('readRule: glossary terms the rule uses or defines', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
    const imported = importDocument(db, file('small.txt', smallCr('March 3, 2031', 'A supertype. See rule 704.5j.')));
    expect(imported.ok).toBe(true);
  });

  it('lists terms the glossary defines by citing the rule first, then longer terms, then words in order of use (examples too)', () => {
    // Legend (Obsolete) cites 704.5j too, but obsolete entries are never offered; "controlled" uses Control.
    expect(terms(db, '704.5j')).toEqual(['defines Legend Rule', 'defines Legendary', 'Permanent', 'Control, Controller', 'Player']);
  });

  it('opens a rule as judges write its number in haste, and no rule for a number naming several or none', () => {
    for (const typed of ['704.5j', 'CR 704.5j.', '704,5j', '704.5 j', '§704.5j', 'rule 7045j', '７０４．５ｊ'])
      expect(readRule(db, typed)?.number, typed).toBe('704.5j');
    for (const typed of ['704.5j/k', '7045', '704.5z']) expect(readRule(db, typed), typed).toBeNull();
  });

  it('tolerates plurals and possessives, and skips everyday words like "if"', () => {
    expect(terms(db, '100.1a')).toEqual(['Player', 'Permanent']);
    expect(readRule(db, '100.1a')!.terms.every((t) => !t.defined)).toBe(true);
  });

  it('gathers the terms of the subrules shown with a rule', () => {
    const rule = readRule(db, '704')!;
    expect(rule.terms.map((t) => t.term)).toEqual([
      'State-Based Actions',
      'Legend Rule',
      'Legendary',
      'Permanent',
      'Control, Controller',
      'Player',
    ]);
    expect(rule.terms.find((t) => t.term === 'Legend Rule')!.defined).toBe(true);
    expect(rule.children[0]!.terms.map((t) => t.term)).toContain('Legend Rule');
  });

  it('links each glossary entry to the other entries its definition uses, not to itself', () => {
    expect(readGlossary(db, 'Legend Rule')!.terms).toEqual(['State-Based Actions', 'Legendary', 'Permanent']);
    expect(readGlossary(db, 'Permanent')!.terms).toEqual([]);
  });

  it('finds the rules that use any name of an entry with several ("Control, Controller")', () => {
    expect(readGlossary(db, 'Control, Controller')!.usedBy.map((r) => r.number)).toEqual(['704.5j']);
    expect(readGlossary(db, 'Legend Rule')!.usedBy.map((r) => r.number)).toEqual(['704.5j']);
  });

  it('opens an entry by any one of its names ("Controller"), also typed loosely or with a typo', () => {
    expect(readGlossary(db, 'controller')?.term).toBe('Control, Controller');
    expect(readGlossary(db, 'Control')?.term).toBe('Control, Controller');
    expect(readGlossary(db, 'state based actions')?.term).toBe('State-Based Actions');
    expect(readGlossary(db, 'legend rules')?.term).toBe('Legend Rule');
    expect(readGlossary(db, 'permanant')?.term).toBe('Permanent');
    expect(readGlossary(db, 'Contro')?.term).toBe('Control, Controller');
    expect(readGlossary(db, 'Cntrl')).toBeNull(); // two typos in five letters
    expect(readGlossary(db, '%')).toBeNull();
  });

  it('opens an entry by the judge vocabulary that names its term ("SBA"), never by a word of no term', () => {
    expect(readGlossary(db, 'SBA')?.term).toBe('State-Based Actions');
    expect(readGlossary(db, 'sbas')?.term).toBe('State-Based Actions');
    // The vocabulary's term is not in this glossary: no entry, rather than another one.
    expect(readGlossary(db, 'ETB')).toBeNull();
  });

  it('lists the same rule in the other sources, newest first, saying whether it reads the same (quotes and spaces aside)', () => {
    const versions = openDatabase(':memory:');
    importDocument(versions, file('2031.txt', smallCr('March 3, 2031', 'A supertype. See rule 704.5j.')));
    importDocument(
      versions,
      file('2030.txt', smallCr('March 3, 2030', 'A supertype. See rule 704.5j.').replace(/’/g, "'").replace('100.1a Each', '100.1a  Each')),
    );
    importDocument(
      versions,
      file(
        '2029.txt',
        smallCr('March 3, 2029', 'A supertype. See rule 704.5j.').replace('stay until something moves them', 'stay forever'),
      ),
    );
    const dates = (view: ReturnType<typeof readRule>) =>
      view!.versions.map((v) => `${v.source.effectiveDate} ${v.sameText ? 'same' : 'differs'}`);
    expect(readRule(versions, '100.1')!.source.effectiveDate).toBe('2031-03-03');
    expect(dates(readRule(versions, '100.1'))).toEqual(['2030-03-03 same', '2029-03-03 differs']); // 100.1a is shown with 100.1
    expect(dates(readRule(versions, '704.5j'))).toEqual(['2030-03-03 same', '2029-03-03 same']);
    const old = listSources(versions).find((source) => source.effectiveDate === '2029-03-03')!;
    expect(dates(readRule(versions, '100.1', old.id))).toEqual(['2031-03-03 differs', '2030-03-03 differs']);
    expect(readRule(versions, '100.1')!.children[0]!.versions).toEqual([]);
  });

  it("answers from the source that is read, even when a removed source's id is reused", () => {
    const other = openDatabase(':memory:');
    importDocument(other, file('a.txt', smallCr('March 3, 2031', 'A supertype. See rule 704.5j.')));
    expect(readRule(other, '704.5j')!.terms[1]).toEqual({ term: 'Legendary', defined: true });
    const [first] = listSources(other);
    removeSource(other, first!.id);
    importDocument(other, file('b.txt', smallCr('March 3, 2032', 'A supertype.').replace('\nPlayer\n', '\nPlayer (Obsolete)\n')));
    expect(listSources(other)[0]!.id).toBe(first!.id);
    // The new glossary's Player is obsolete: a glossary cached by id alone would still offer it.
    expect(readRule(other, '704.5j')!.terms.map((t) => t.term)).toEqual(['Legend Rule', 'Legendary', 'Permanent', 'Control, Controller']);
    other.close();
  });
});

describeShared('readRule and readGlossary on the April 17, 2026 CR', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
    expect(importDocument(db, { fileName: 'cr-2026-04-17.txt', content: readFileSync(sharedData('cr-2026-04-17.txt')) }).ok).toBe(true);
  });

  it('lists the rules that use a term with those its definition cites first, then by rule number', () => {
    const usedBy = readGlossary(db, 'First Strike')!.usedBy.map((link) => link.number);
    expect(usedBy[0]).toBe('702.7');
    expect(usedBy.length).toBeGreaterThan(5);
    expect(usedBy.slice(1)).toEqual([...usedBy.slice(1)].sort(compareRuleNumbers));
  });

  it('704.5j uses Legendary, Permanent, Graveyard and defines the Legend Rule', () => {
    const rule = readRule(db, '704.5j')!;
    expect(rule.terms[0]).toEqual({ term: 'Legend Rule', defined: true });
    expect(rule.terms.map((t) => t.term)).toEqual(expect.arrayContaining(['Legendary', 'Permanent', 'Player', 'Owner', 'Graveyard']));
    expect(rule.terms.map((t) => t.term)).not.toContain('If');
  });

  it('613 lists the layer terms its subrules define', () => {
    const defined = readRule(db, '613')!
      .terms.filter((t) => t.defined)
      .map((t) => t.term);
    expect(defined).toEqual(expect.arrayContaining(['Layer', 'Timestamp Order', 'Dependency']));
  });

  it('every linked term opens a glossary entry, and the Legend Rule entry links back to 704.5j', () => {
    for (const number of ['704.5j', '702.19', '613.1'])
      for (const link of readRule(db, number)!.terms) expect(readGlossary(db, link.term), link.term).not.toBeNull();
    const entry = readGlossary(db, 'Legend Rule')!;
    expect(entry.cites.map((c) => c.number)).toContain('704.5j');
    expect(entry.terms).toEqual(expect.arrayContaining(['State-Based Actions', 'Legendary', 'Permanent']));
  });
});
