// Search must work for every CR version and know no cards: the ranking code and the thesaurus hold no rule number
// (outside comments, which cite the rules they implement) and no card name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeVocabulary } from '../../core/search/thesaurus.ts';
import { describeShared, sharedData } from '../support/shared.ts';

const root = join(import.meta.dirname, '../..');
const rankingFiles = [
  ...readdirSync(join(root, 'core/search'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `core/search/${f}`),
  'electron/db/search.ts',
];

/** A file's code without its comments. */
const codeOf = (file: string): string =>
  readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('ranking code', () => {
  it('covers the search modules', () => {
    expect(rankingFiles).toEqual(expect.arrayContaining(['core/search/rank.ts', 'core/search/thesaurus.ts', 'electron/db/search.ts']));
  });

  it.each(rankingFiles)('%s names no CR rule number outside its comments', (file) => {
    expect(codeOf(file).match(/\b\d{3}\.\d+[a-z]?\b|['"`]\d{3}\.?['"`]/g) ?? []).toEqual([]);
  });

  it('maps judge vocabulary to terms, not to rule numbers', () => {
    const targets = Object.values(judgeVocabulary).flat();
    expect(targets.filter((t) => /\d{3}/.test(t))).toEqual([]);
  });
});

describeShared('ranking code and card names', () => {
  it('holds no card name of two or more words (the cards of ../shared/data)', () => {
    const folder = sharedData('cards-mtgjson-20260709');
    const names = new Set<string>();
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const set = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { data: { cards: { name: string }[] } };
      for (const card of set.data.cards) for (const face of card.name.split(' // ')) if (/\s/.test(face)) names.add(face.toLowerCase());
    }
    expect(names.size).toBeGreaterThan(1000);
    const vocabulary = Object.entries(judgeVocabulary)
      .flat(2)
      .map((w) => w.toLowerCase());
    const code = rankingFiles.map(codeOf).join('\n').toLowerCase();
    const found = [...names].filter((name) => vocabulary.includes(name) || code.includes(`'${name}`) || code.includes(` ${name} `));
    expect(found).toEqual([]);
  });
});
