import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario.ts';
import { simulate } from '../simulate.ts';
import { exampleScenarios } from './index.ts';

const sorted = (list: readonly string[]) => [...list].sort();

describe('ready-made scenarios give the result the rules give', () => {
  for (const example of exampleScenarios) {
    it(`${example.id}: ${example.title}`, () => {
      const parsed = parseScenario(example.scenario);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const result = simulate(parsed.value);
      for (const [name, expected] of Object.entries(example.expected)) {
        const actual = result.objects.find((object) => object.name === name);
        expect(actual, name).toBeDefined();
        const got = actual!;
        const label = `${name}\n${JSON.stringify(got.trace, null, 1)}`;
        if (expected.currentName !== undefined) expect(got.currentName, label).toBe(expected.currentName);
        if (expected.typeLine !== undefined) expect(got.typeLine, label).toBe(expected.typeLine);
        if (expected.supertypes !== undefined) expect(sorted(got.supertypes), label).toEqual(sorted(expected.supertypes));
        if (expected.cardTypes !== undefined) expect(sorted(got.cardTypes), label).toEqual(sorted(expected.cardTypes));
        if (expected.subtypes !== undefined) expect(sorted(got.subtypes), label).toEqual(sorted(expected.subtypes));
        if (expected.allCreatureTypes !== undefined) expect(got.allCreatureTypes, label).toBe(expected.allCreatureTypes);
        if (expected.colors !== undefined) expect(sorted(got.colors), label).toEqual(sorted(expected.colors));
        if (expected.abilities !== undefined) expect(sorted(got.abilities), label).toEqual(sorted(expected.abilities));
        if (expected.power !== undefined) expect(got.power, label).toBe(expected.power);
        if (expected.toughness !== undefined) expect(got.toughness, label).toBe(expected.toughness);
        for (const reason of expected.why ?? []) expect(got.trace.map((step) => step.why).join('\n'), label).toContain(reason);
        for (const rule of expected.rules ?? [])
          expect(
            got.trace.flatMap((step) => step.rules),
            label,
          ).toContain(rule);
      }
    });
  }
});
