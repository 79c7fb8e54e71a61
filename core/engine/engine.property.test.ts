// Property tests: on arbitrary input the engine neither throws nor loops.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.ts';
import { simulate } from './simulate.ts';
import { exampleScenarios } from './scenarios/index.ts';

const words = ['Target creature', 'All creatures', 'Nonbasic lands', 'Each land', 'All artifacts', 'This creature', 'Each other creature'];
const predicates = [
  'becomes a 2/2 Frog',
  'are Mountains',
  'is a Swamp in addition to its other land types',
  'gets +1/+1',
  'loses all abilities',
  'has base power and toughness 1/1',
  'is every creature type',
  'becomes an artifact creature',
  'gains flying',
  'is the chosen type',
  'becomes a copy of target creature',
];
// Every type line the ready-made scenarios put on the board: real cards' lines, kept in step with the scenarios.
const typeLines = [
  ...new Set(
    exampleScenarios.flatMap((example) =>
      example.scenario.objects.flatMap((object) => ('typeLine' in object && typeof object.typeLine === 'string' ? [object.typeLine] : [])),
    ),
  ),
];

describe('the engine never throws or loops', () => {
  it('on arbitrary scenarios built from understood wording', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...typeLines), fc.array(fc.constantFrom(...predicates.map((p) => `Each land ${p}.`)), { maxLength: 1 })),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...predicates), fc.boolean(), fc.nat(5)), { maxLength: 8 }),
        (objectSpecs, effectSpecs) => {
          const objects = objectSpecs.map(([typeLine, abilities], index) => ({
            name: `O${index}`,
            typeLine,
            abilities,
            power: 1,
            toughness: 1,
          }));
          const effects = effectSpecs.map(([subject, predicate, cda, target], index) => ({
            source: `O${target % objects.length}`,
            text: `${subject} ${predicate.replace(/^are /, subject.endsWith('s') ? 'are ' : 'is a ')}.`,
            order: index + 1,
            characteristicDefining: cda,
            targets: [`O${(target + 1) % objects.length}`],
            chosen: 'Elf',
          }));
          const read = parseScenario({ objects, effects });
          if (!read.ok) return true;
          const result = simulate(read.value);
          expect(result.objects).toHaveLength(objects.length);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
  it('parseScenario never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        parseScenario(value);
        parseScenario({ objects: [value], effects: [value] });
      }),
      { numRuns: 300 },
    );
  });
});
