// The ready-made scenarios against the seed documents they come from: the wording is the seed's, and the result the
// engine gives is the one the seed states.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { exampleScenarios, parseScenario, simulate } from '../../core/engine/index.ts';
import { describeShared, seedFiles, sharedSeed } from '../support/shared.ts';

const plain = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

function resultOf(id: string, name: string) {
  const example = exampleScenarios.find((candidate) => candidate.id === id);
  if (example === undefined) throw new Error(`no ready-made scenario "${id}"`);
  const parsed = parseScenario(example.scenario);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const object = simulate(parsed.value).objects.find((candidate) => candidate.name === name);
  if (object === undefined) throw new Error(`${id} has no object "${name}"`);
  return { example, object };
}

describeShared('ready-made scenarios match the seed documents', () => {
  const article = plain(readFileSync(sharedSeed(seedFiles.typeChangingArticle), 'utf8'));
  const rule = plain(readFileSync(sharedSeed(seedFiles.markdownRule), 'utf8'));

  // [scenario, object, the type line seed 004 states for it ("-" for the long dash)]
  it.each([
    ['skarrg-mountain', 'Mountain', 'Land Creature - Mountain Elemental'],
    ['skarrg-citadel', 'Darksteel Citadel', 'Artifact Land Creature - Elemental'],
    ['tezzeret-bident', 'Bident of Thassa', 'Legendary Enchantment Artifact Creature'],
    ['turn-to-frog', "Ajani's Pridemate", 'Creature - Frog'],
    ['conspiracy-figure', 'Figure of Destiny', 'Creature - Kithkin Spirit'],
    ['leyline-of-singularity', 'Glory Seeker', 'Legendary Creature - Human Soldier'],
    ['leyline-of-singularity', 'Intrepid Hero', 'Legendary Creature - Human Soldier'],
    ['mizzium-blood-moon', 'Mizzium Transreliquat', 'Artifact Land - Mountain'],
    ['clone-chimeric-staff', 'Chimeric Staff', 'Artifact Creature - Construct'],
  ])('seed 004: %s gives %s the type line "%s"', (id, name, stated) => {
    expect(article).toContain(`"${stated}"`);
    expect(resultOf(id, name).object.typeLine.endsWith(stated.replace(' - ', ' — '))).toBe(true);
  });

  it('seed 004: Rise from the Grave gives "Human Zombie Knight", white and black', () => {
    expect(article).toContain('"Human Zombie Knight"');
    const { object } = resultOf('rise-from-the-grave', 'Attended Knight');
    expect([...object.subtypes].sort()).toEqual(['Human', 'Knight', 'Zombie']);
    expect(object.colors).toEqual(['white', 'black']);
  });

  it('seed 004: the lands under Prismatic Omen are "Land - Plains Island Swamp Mountain Forest", not basic', () => {
    expect(article).toContain('"Land - Plains Island Swamp Mountain Forest"');
    for (const name of ['Flagstones of Trokair', 'Hinterland Harbor']) {
      const { object } = resultOf('prismatic-omen', name);
      expect([...object.subtypes].sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
      expect(object.supertypes).not.toContain('Basic');
    }
  });

  it.each([
    ['lands-still-lands', 'All lands are 1/1 creatures that are still lands.'],
    ['artifacts-artifact-creatures', 'All artifacts are 1/1 artifact creatures.'],
  ])('seed 001: %s uses the wording of the CR example', (id, wording) => {
    expect(rule).toContain(`"${wording}"`);
    const example = exampleScenarios.find((candidate) => candidate.id === id)!;
    expect(example.scenario.effects.map((effect) => (effect as { text: string }).text)).toContain(wording);
  });

  it('seed 001: an artifact enchantment becomes an "artifact enchantment creature"', () => {
    expect(rule).toContain('artifact enchantment creature');
    expect([...resultOf('artifacts-artifact-creatures', 'Artifact enchantment').object.cardTypes].sort()).toEqual([
      'Artifact',
      'Creature',
      'Enchantment',
    ]);
  });
});
