// Random scenarios through the layer engine (issue 17): no throw, and no result that contradicts an invariant —
// types only from the CR's lists, power and toughness whole numbers, every trace step citing a rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, simulate } from '../../core/engine/index.ts';
import { embeddedCatalog } from '../../core/types/catalog.ts';
import { longTimeout, runs } from './runs.ts';

const catalog = embeddedCatalog;
const allSubtypes = new Set(Object.values(catalog.subtypes).flat());
const creatureTypes = catalog.subtypes.creature;
const landTypes = catalog.subtypes.land;

// Garbage (any string) is about one type line in fifteen and one effect text in nine: enough to probe the checks, few
// enough that most boards of up to five objects reach the engine.
const typeLine = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Creature',
      'Artifact Creature',
      'Legendary Creature',
      'Land',
      'Basic Land',
      'Legendary Land',
      'Enchantment',
      'Artifact',
    ),
    weight: 6,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('Creature', 'Kindred Artifact', 'Legendary Creature'), fc.constantFrom(...creatureTypes))
      .map(([t, s]) => `${t} — ${s}`),
    weight: 4,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom('Land', 'Basic Land', 'Snow Land'), fc.constantFrom(...landTypes)).map(([t, s]) => `${t} — ${s}`),
    weight: 4,
  },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

const wording = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Nonbasic lands are Mountains.',
      'Each land is a Swamp in addition to its other land types.',
      'All creatures are white.',
      'Creatures you control get +1/+1.',
      'All nonland permanents are legendary.',
      'All Elves are Goblins.',
      'All Goblins are Elves in addition to their other types.',
      'Target creature becomes a Frog with base power and toughness 1/1.',
      'Target creature gets +3/+3.',
      'Target creature loses all abilities.',
      'Target creature has base power and toughness 0/1.',
      "Switch target creature's power and toughness until end of turn.",
      'All creatures lose flying.',
      'Creatures with flying get +1/+1.',
      'This creature is every creature type.',
      'Each other creature is an artifact in addition to its other types.',
    ),
    weight: 4,
  },
  {
    arbitrary: fc.tuple(fc.constantFrom(...creatureTypes), fc.constantFrom(...creatureTypes)).map(([a, b]) => `All ${a}s are ${b}s.`),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }))
      .map(([p, t]) => `Creatures you control get ${p >= 0 ? '+' : ''}${p}/${t >= 0 ? '+' : ''}${t}.`),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

const scenario = fc
  .array(
    fc.record({
      typeLine,
      power: fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }),
      toughness: fc.option(fc.integer({ min: -5, max: 20 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .chain((objects) =>
    fc.record({
      objects: fc.constant(objects.map((o, i) => ({ name: `Object ${i}`, ...o }))),
      effects: fc.array(
        fc.record({
          text: wording,
          target: fc.integer({ min: 0, max: objects.length - 1 }),
          withTarget: fc.boolean(),
          characteristicDefining: fc.boolean(),
        }),
        { maxLength: 6 },
      ),
    }),
  )
  .map(({ objects, effects }) => ({
    objects,
    effects: effects.map((e, i) => ({
      source: `Source ${i}`,
      text: e.text,
      order: i + 1,
      ...(e.withTarget ? { targets: [`Object ${e.target}`] } : {}),
      ...(e.characteristicDefining ? { characteristicDefining: true, source: `Object ${e.target}` } : {}),
    })),
  }));

describe('random scenarios through the layer engine', () => {
  it(
    `${runs.engineScenarios} scenarios: no throw; types from the CR lists; whole-number P/T; every step cites a rule`,
    () => {
      let simulated = 0;
      fc.assert(
        fc.property(scenario, (input) => {
          const parsed = parseScenario(input, catalog);
          if (!parsed.ok) {
            expect(typeof parsed.error.message).toBe('string');
            return;
          }
          simulated++;
          const result = simulate(parsed.value, catalog);
          for (const object of result.objects) {
            for (const cardType of object.cardTypes) expect(catalog.cardTypes).toContain(cardType);
            for (const supertype of object.supertypes) expect(catalog.supertypes).toContain(supertype);
            for (const subtype of object.subtypes) expect(allSubtypes.has(subtype), subtype).toBe(true);
            for (const value of [object.power, object.toughness]) expect(value === null || Number.isSafeInteger(value)).toBe(true);
            for (const step of object.trace) expect(step.rules.length, `${object.name}: ${step.effect}`).toBeGreaterThan(0);
          }
        }),
        { numRuns: runs.engineScenarios },
      );
      // The generator must reach the engine, not only the scenario checks.
      expect(simulated).toBeGreaterThan(runs.engineScenarios / 2);
    },
    longTimeout,
  );
});
