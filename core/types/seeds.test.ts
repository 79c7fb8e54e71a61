// The type-line examples of the five seed documents in ../shared, read from the files themselves.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeShared, seedFiles, sharedSeed } from '../../test/support/shared.ts';
import { embeddedCatalog } from './catalog.ts';
import { lookupSubtype } from './subtype.ts';
import { checkTypeLine } from './typeLine.ts';

const seedText = (name: string) => readFileSync(sharedSeed(name), 'utf8');

/**
 * The seeds' example type lines: quoted phrases ("…" or “…”) whose words before any dash are all capitalised card
 * types or supertypes, at least one a card type (so headings like "Creature Types" and a lone "Basic" are not lines).
 */
function quotedTypeLines(text: string): string[] {
  const cardTypes = new Set([...embeddedCatalog.cardTypes, 'Tribal']);
  const typeWords = new Set([...cardTypes, ...embeddedCatalog.supertypes]);
  const quoted = [...text.matchAll(/["“]([^"”\n]{3,80})["”]/g)].map((m) => m[1]!.replace(/[.,]+$/, '').trim());
  return quoted.filter((phrase) => {
    const words = phrase
      .split(/ —|—| -- | - /)[0]!
      .trim()
      .split(/\s+/);
    return words.every((word) => typeWords.has(word)) && words.some((word) => cardTypes.has(word));
  });
}

describeShared('seed documents: type lines', () => {
  const lines = Object.values(seedFiles).flatMap((name) => quotedTypeLines(seedText(name)).map((line) => [name, line] as const));

  it('finds the well-known examples in the seeds', () => {
    const found = lines.map(([, line]) => line.replace(/ -- | - /, ' — '));
    for (const example of [
      'Basic Land — Mountain',
      'Creature — Goblin Wizard',
      'Artifact — Equipment',
      'Land Creature — Forest Dryad',
      'Tribal Enchantment — Merfolk',
    ]) {
      expect(found).toContain(example);
    }
  });

  it.each(lines)('%s: %j is a valid type line', (_, line) => {
    const report = checkTypeLine(line);
    expect(report.problems).toEqual([]);
    expect(report.canonical).not.toBeNull();
  });

  it('reads Dryad Arbor as a Forest land type and a Dryad creature type (205.3c)', () => {
    const arbor = lines.find(([, line]) => line.includes('Forest Dryad'));
    expect(arbor).toBeDefined();
    expect(checkTypeLine(arbor![1]).subtypes).toEqual([
      { name: 'Forest', kind: 'land' },
      { name: 'Dryad', kind: 'creature' },
    ]);
  });
});

describeShared('seed documents: subtype choices (205.3e)', () => {
  const example = seedText(seedFiles.article)
    .split('\n')
    .find((line) => line.includes('Merfolk Wizard'));

  it('has the example of choosing a creature type', () => expect(example).toBeDefined());

  const [acceptable = '', refused = ''] = (example ?? '').split(/\bbut\b/);
  const words = (text: string) => [...text.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!.replace(/[.,]+$/, ''));

  it.each(words(acceptable))('%j can be chosen as a creature type', (word) => {
    expect(lookupSubtype(word, 'creature').isSubtype).toBe(true);
  });

  it.each(words(refused))('%j cannot be chosen as a creature type', (word) => {
    const answer = lookupSubtype(word, 'creature');
    expect(answer.isSubtype).toBe(false);
    expect(answer.explanation).toMatch(/205\.3e/);
  });
});
