import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeShared, seedFiles, sharedData, sharedSeed } from '../../test/support/shared.ts';
import type { RulesDocument } from './model.ts';
import { detectFormat, parseRulesDocument, parseText } from './parse.ts';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../../test/fixtures/rules', name), 'utf8');
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

function parsed(input: string | Uint8Array): RulesDocument {
  const result = typeof input === 'string' ? parseText(input) : parseRulesDocument(input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
const entry = (doc: RulesDocument, number: string) => doc.entries.find((e) => e.number === number);
const count = (doc: RulesDocument, kind: string): number => doc.entries.filter((e) => e.kind === kind).length;
const examples = (doc: RulesDocument): number => doc.entries.reduce((n, e) => n + e.examples.length, 0);

/** Windows-1252 bytes for the characters the fixtures use. */
function windows1252(text: string): Uint8Array {
  const map: Record<string, number> = { '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };
  return Uint8Array.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}

describe('Comprehensive Rules text (own fixture)', () => {
  const text = fixture('mini-cr.txt');
  const doc = parsed(text);

  it('reads title, effective date and kind', () => {
    expect(doc).toMatchObject({
      title: 'Magic: The Gathering Comprehensive Rules',
      effectiveDate: '2031-03-03',
      kind: 'comprehensive-rules',
    });
  });

  it('keeps the contents out and builds sections, rules and entries with parents', () => {
    expect([count(doc, 'section'), count(doc, 'rule'), count(doc, 'entry')]).toEqual([3, 3, 13]);
    expect(entry(doc, '704.5j')).toMatchObject({ parent: '704.5', kind: 'entry' });
    expect(entry(doc, '704.5')).toMatchObject({ parent: '704' });
    expect(entry(doc, '704')).toMatchObject({ parent: '7', text: 'State-Based Actions' });
    expect(doc.entries.map((e) => e.number).indexOf('100')).toBeLessThan(doc.entries.map((e) => e.number).indexOf('100.1'));
  });

  it('attaches examples to the entry they follow', () => {
    expect(entry(doc, '205.3n')?.examples).toEqual(['A planeswalker named “Jace” has the subtype Jace — it’s a “planeswalker type.”']);
  });

  it('reads glossary senses and the obsolete flag, and leaves the credits out', () => {
    expect(doc.glossary.map((g) => g.term)).toEqual(['Ability', 'Bury', 'Legend Rule']);
    expect(doc.glossary[0]!.senses).toHaveLength(3);
    expect(doc.glossary[1]).toMatchObject({ obsolete: true, term: 'Bury' });
    expect(JSON.stringify(doc)).not.toContain('Written by hand');
  });

  it('expands cross-references, including ranges across l and o', () => {
    const from = (n: string) => doc.references.filter((r) => r.from === n).map((r) => r.to);
    expect(from('205.3n')).toEqual(['205.3m', '205.3n', '205.3p', '704.5j'].filter((n) => n !== '205.3n'));
    expect(from('704.6')).toEqual(['704.5j', '704.5k', '704.5m']);
    expect(from('100.1')).toEqual(['7']);
    expect(from('glossary:Legend Rule')).toEqual(['704.5j']);
  });

  it('gives the same document for every encoding and line ending', () => {
    const variants = [
      bytes(text.replace(/\n/g, '\r\n')),
      new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(text.replace(/\n/g, '\r'))]),
      windows1252(text.replace(/\n/g, '\r\n')),
      bytes(
        text
          .split('\n')
          .map((l, i) => l + (i % 3 === 0 ? '\r\n' : i % 3 === 1 ? '\r' : '\n'))
          .join(''),
      ),
    ];
    for (const variant of variants) expect(parsed(variant)).toEqual(doc);
  });

  it('accepts "119.1d." with a stray period, "606.5 " without one, and 3,000-character lines', () => {
    const odd = text
      .replace('704.5k If', '704.5k. If')
      .replace('704.5. The', '704.5 The')
      .replace('100.1a A two-player game', `100.1a ${'long '.repeat(600)}A two-player game`);
    const doc2 = parsed(odd);
    expect(entry(doc2, '704.5k')?.text).toMatch(/^If two/);
    expect(entry(doc2, '704.5')?.text).toMatch(/^The state-based/);
    expect(entry(doc2, '100.1a')!.text.length).toBeGreaterThan(3000);
  });

  it('reports a truncated CR', () => {
    const cut = text.slice(0, text.indexOf('704.5k'));
    expect(parseText(cut)).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(parseText(text.slice(0, text.lastIndexOf('Credits')))).toMatchObject({ ok: false, error: { code: 'truncated' } });
  });
});

describe('other formats (own fixtures)', () => {
  it('detects each format by itself', () => {
    expect(detectFormat(fixture('mini-cr.txt'))).toBe('comprehensive-rules');
    expect(detectFormat(fixture('rule-page.md'))).toBe('markdown');
    expect(detectFormat(fixture('rulings.txt'))).toBe('crystal-keep');
    expect(detectFormat(fixture('chapter.rst'))).toBe('restructured-text');
    expect(detectFormat(fixture('article.txt'))).toBe('article');
  });

  it('reads a Markdown rule page', () => {
    const doc = parsed(fixture('rule-page.md'));
    expect(doc).toMatchObject({ kind: 'rule-page', title: '704. State-Based Actions' });
    expect(doc.entries.map((e) => e.number)).toEqual(['704', '704.1', '704.5j']);
    expect(entry(doc, '704.5j')).toMatchObject({ parent: null, examples: [expect.stringMatching(/^A player controls/)] });
    expect(entry(doc, '704.5j')!.text).toContain('legend rule');
  });

  it('reads Crystal Keep rulings, strips source tags, keeps rulings under their rule', () => {
    const doc = parsed(fixture('rulings.txt'));
    expect(doc).toMatchObject({ kind: 'rulings', effectiveDate: '2009-05-05' });
    expect(entry(doc, '704.5j.Ruling.1')).toMatchObject({
      kind: 'ruling',
      parent: '704.5j',
      text: 'The legend rule checks names, not subtypes.',
    });
    expect(entry(doc, '704.5j')!.text).not.toContain('[CompRules');
    expect(entry(doc, '704.5j')!.examples).toEqual(['Two copies of a legendary land.']);
  });

  it('reads reStructuredText: headings, lettered subrules, admonitions, :ref: fragments', () => {
    const doc = parsed(fixture('chapter.rst'));
    expect(doc.entries.map((e) => [e.number, e.parent])).toEqual([
      ['7', null],
      ['704', '7'],
      ['704.1', '704'],
      ['704.5', '704'],
      ['704.5a', '704.5'],
      ['704.5b', '704.5'],
    ]);
    expect(entry(doc, '704.1')!.text).toContain('therefore important');
    expect(entry(doc, '704.5b')!.text).toBe(
      "A creature with toughness 0 or less is put into its owner's graveyard. This refers to toughness.",
    );
    expect(entry(doc, '704.5b')!.examples).toHaveLength(1);
    expect(doc.references).toContainEqual({ from: '704.1', to: '704.5' });
  });

  it('reads a plain article: headings, paragraphs, examples, bullets', () => {
    const doc = parsed(fixture('article.txt'));
    expect(doc).toMatchObject({ kind: 'article', title: 'The legend rule explained' });
    expect(doc.entries.filter((e) => e.kind === 'section').map((e) => e.text)).toEqual([
      'The legend rule explained',
      'When it applies',
      'Things it ignores',
    ]);
    expect(entry(doc, '§2.1')!.examples).toHaveLength(1);
  });

  it('reads Markdown headings in an article as headings, without their marks', () => {
    const text =
      '# Penalty guide\n\n## 2. Game play errors\n\nA player who misses a trigger of a permanent they control gets no penalty for the ' +
      'creature card.\n\n### Why would a judge ask?\n\nEach player keeps the spell, the land and the mana ability; the rule is about ' +
      'the effect and damage.\n';
    const doc = parsed(text);
    expect(doc.title).toBe('Penalty guide');
    expect(doc.entries.filter((e) => e.kind === 'section').map((e) => e.text)).toEqual([
      'Penalty guide',
      '2. Game play errors',
      'Why would a judge ask?',
    ]);
  });

  it('keeps the section numbers of a Markdown guide (IPG style), leaving out its table of contents', () => {
    const doc = parsed(fixture('penalty-guide.md'));
    expect(doc).toMatchObject({ kind: 'article', title: 'SAMPLE PENALTY GUIDE FOR JUDGES', effectiveDate: '2025-03-03' });
    const sections = doc.entries.filter((e) => e.kind === 'section' && !e.number.includes('¶'));
    expect(sections.map((e) => [e.number, e.parent, e.text])).toEqual([
      ['§0', null, 'SAMPLE PENALTY GUIDE FOR JUDGES'],
      ['§1', null, 'GENERAL PHILOSOPHY'],
      ['§2', null, 'GAME PLAY ERRORS'],
      ['§2.1', '§2', 'Game Play Error — Forgotten Trigger No Penalty'],
      ['§2.2', '§2', 'Game Play Error — Wrong Card Drawn Warning'],
      ['§A', null, 'Penalty Table'],
    ]);
    expect(doc.entries.filter((e) => e.text.includes('Forgotten Trigger')).map((e) => e.number)).toEqual(['§2.1', '§A ¶1']);
    expect(entry(doc, '§2.1 ¶1')).toMatchObject({ kind: 'section', parent: '§2.1', text: 'Definition' });
    expect(entry(doc, '§2.1 ¶2')).toMatchObject({ kind: 'paragraph', parent: '§2.1' });
    expect(entry(doc, '§0 ¶2')).toMatchObject({ kind: 'section', text: 'INTRODUCTION' });
  });

  it('refuses text that is not rules', () => {
    const recipe =
      'Pancakes\n\nMix two eggs with flour and milk. Heat the pan, pour, flip once, serve with syrup and berries for breakfast.';
    expect(parseRulesDocument(bytes(recipe))).toMatchObject({ ok: false, error: { code: 'not-rules' } });
  });

  it('refuses code, JSON and web pages even when they use the game vocabulary', () => {
    const json = JSON.stringify(
      {
        name: 'deck',
        description: 'Each card type and creature subtype of a land or artifact spell; rules for players',
        cards: ['Swamp', 'Island'],
        turn: 1,
        mana: 'B',
      },
      null,
      2,
    );
    const code =
      'export function damage(creature: Card, player: Player) {\n  if (creature.type === "land") return;\n  player.life -= ' +
      'creature.power; // rule 510.2\n}\nconst spell = { ability: "effect", permanent: true };\n';
    const page =
      '<html><head><title>Card rules</title></head><body><p>The creature card type and land subtype; each player casts a spell with ' +
      'mana.</p><script>var effect = 1;</script></body></html>';
    for (const text of [json, code, page])
      expect(parseText(text), text.slice(0, 20)).toMatchObject({ ok: false, error: { code: 'not-rules' } });
  });

  it('never throws on arbitrary text or bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.constantFrom(fixture('mini-cr.txt'), fixture('chapter.rst'))),
        fc.nat(),
        (text, cut) => {
          const result = parseText(text.slice(0, cut % (text.length + 1)));
          if (!result.ok) expect(['not-rules', 'truncated']).toContain(result.error.code);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(fc.property(fc.uint8Array({ maxLength: 1000 }), (b) => void parseRulesDocument(b)));
  });
});

describeShared('real Comprehensive Rules in ../shared/data', () => {
  // Counts verified by hand with grep (entries /^\d{3}\.\d+[a-z]?\.? / before "Glossary", rules halved for the contents,
  // "Example" lines, blank-line-separated glossary blocks, "(Obsolete)" term lines).
  const cases = [
    {
      file: 'cr-2017-09-29.txt',
      date: '2017-09-29',
      rules: 129,
      entries: 2238,
      examples: 244,
      glossary: 534,
      obsolete: 28,
      tribal: 'Tribal',
      timeLord: false,
    },
    {
      file: 'cr-2024-03-08.txt',
      date: '2024-03-08',
      rules: 144,
      entries: 2940,
      examples: 276,
      glossary: 675,
      obsolete: 29,
      tribal: 'Tribal',
      timeLord: true,
    },
    {
      file: 'cr-2026-01-16.txt',
      date: '2026-01-16',
      rules: 146,
      entries: 3114,
      examples: 276,
      glossary: 725,
      obsolete: 33,
      tribal: 'Kindred',
      timeLord: true,
    },
    {
      file: 'cr-2026-04-17.txt',
      date: '2026-04-17',
      rules: 147,
      entries: 3138,
      examples: 277,
      glossary: 730,
      obsolete: 33,
      tribal: 'Kindred',
      timeLord: true,
    },
  ];
  for (const c of cases) {
    it(`${c.file}: counts, known entries`, () => {
      const doc = parsed(readFileSync(sharedData(c.file)));
      expect(doc.effectiveDate).toBe(c.date);
      expect([count(doc, 'section'), count(doc, 'rule'), count(doc, 'entry'), examples(doc)]).toEqual([9, c.rules, c.entries, c.examples]);
      expect([doc.glossary.length, doc.glossary.filter((g) => g.obsolete).length]).toEqual([c.glossary, c.obsolete]);
      expect(entry(doc, '205.3m')!.text.includes('Time Lord')).toBe(c.timeLord);
      expect(entry(doc, '205.3m')!.text).toContain('Zombie');
      expect(doc.glossary.some((g) => g.term === c.tribal)).toBe(true);
      expect(entry(doc, '704.5j')!.text).toContain('legend rule');
      expect(doc.glossary.at(-1)!.senses.join(' ')).not.toMatch(/Wizards of the Coast LLC/);
    });
  }
});

describeShared('seed documents and the IPG in ../shared', () => {
  const seed = (key: keyof typeof seedFiles) => parsed(readFileSync(sharedSeed(seedFiles[key])));

  it('000 plain article', () => {
    const doc = seed('article');
    expect(doc).toMatchObject({ kind: 'article', title: 'Card type' });
    expect(examples(doc)).toBeGreaterThan(0);
  });

  it('001 Markdown CR 205 page: the rule and its 33 entries, 6 examples', () => {
    const doc = seed('markdownRule');
    expect(doc).toMatchObject({ kind: 'rule-page', title: '205. Type Line' });
    expect([count(doc, 'rule'), count(doc, 'entry'), examples(doc)]).toEqual([1, 33, 6]);
    expect(entry(doc, '205.3m')!.text).toContain('Time Lord');
  });

  it('002 Crystal Keep rulings with "212.8.Ruling.1"', () => {
    const doc = seed('crystalKeep');
    expect(doc).toMatchObject({ kind: 'rulings', effectiveDate: '2008-03-17' });
    expect(entry(doc, '212.8.Ruling.1')).toMatchObject({ kind: 'ruling', parent: '212.8' });
    expect(count(doc, 'ruling')).toBe(3);
    expect(doc.entries.every((e) => !e.text.includes('[CompRules'))).toBe(true);
  });

  it('003 reStructuredText chapter: :ref: fragments repaired, a. subrules, admonitions', () => {
    const doc = seed('restructuredText');
    const all = doc.entries.map((e) => e.text).join('\n');
    expect(all).not.toContain(':ref:');
    expect(all).toContain('therefore');
    expect(entry(doc, '300.2b')!.text).toMatch(/^Each tribal card/);
    expect(examples(doc)).toBe(2);
    expect(entry(doc, '3')).toMatchObject({ kind: 'section', text: 'Card Types' });
  });

  it('IPG 2019 (../shared/data): its own section numbers, no table-of-contents duplicates', () => {
    const doc = parsed(readFileSync(sharedData('ipg-2019-01-21.md')));
    const sections = doc.entries.filter((e) => e.kind === 'section' && !e.number.includes('¶'));
    expect(sections.map((e) => e.number)).toEqual([
      '§0',
      '§1',
      '§1.1',
      '§1.2',
      '§1.3',
      '§1.4',
      '§1.5',
      '§2',
      '§2.1',
      '§2.2',
      '§2.3',
      '§2.4',
      '§2.5',
      '§2.6',
      '§3',
      '§3.1',
      '§3.2',
      '§3.3',
      '§3.4',
      '§3.5',
      '§3.6',
      '§3.7',
      '§3.8',
      '§3.9',
      '§4',
      '§4.1',
      '§4.2',
      '§4.3',
      '§4.4',
      '§4.5',
      '§4.6',
      '§4.7',
      '§4.8',
      '§A',
      '§B',
    ]);
    expect(entry(doc, '§2.1')).toMatchObject({ parent: '§2', text: 'Game Play Error — Missed Trigger No Penalty' });
    expect(doc.entries.filter((e) => /^\d+\.\d+\.\s/.test(e.text))).toEqual([]);
  });

  it('004 type-changing article with example paragraphs', () => {
    const doc = seed('typeChangingArticle');
    expect(doc).toMatchObject({ kind: 'article', title: 'Type-changing effects' });
    expect(examples(doc)).toBeGreaterThanOrEqual(10);
  });
});
