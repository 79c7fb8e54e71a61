// Filters on power and toughness (208.1): "with power 4 or greater", "with power or toughness 1 or less", read as the
// layers stand when the effect starts to apply, a set the effect keeps (613.6).
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

describe('power and toughness filters', () => {
  it('reads the bound and which of power and toughness it asks', () => {
    const conditions = (text: string) => {
      const read = parseEffectText(text);
      if (!read.ok) throw new Error(read.error.message);
      const filter = read.value.clauses[0]!.filter;
      return filter.kind === 'match' ? filter.alternatives[0]!.conditions.filter((condition) => condition.test === 'pt') : [];
    };
    expect(conditions('Each creature with power 4 or greater has trample.')).toEqual([
      { test: 'pt', stats: ['power'], value: 4, compare: 'atLeast', negate: false },
    ]);
    expect(conditions('Creatures you control with power or toughness 1 or less get +1/+1.')).toEqual([
      { test: 'pt', stats: ['power', 'toughness'], value: 1, compare: 'atMost', negate: false },
    ]);
    expect(conditions('Creatures with toughness three or less have defender.')[0]).toMatchObject({ stats: ['toughness'], value: 3 });
  });

  it('a layer-6 grant reads power before layer 7: a pumped Bear is left out, a shrunk Giant kept, each with a warning', () => {
    const result = run({
      objects: [bear('Bear'), bear('Giant', { power: 4, toughness: 4 }), bear('Shrunk Giant', { power: 4, toughness: 4 })],
      effects: [
        { source: 'Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1, targets: ['Bear'] },
        { source: 'Shrink', text: 'Target creature gets -3/-0 until end of turn.', order: 2, targets: ['Shrunk Giant'] },
        { source: 'Beastmaster', text: 'Each creature with power 4 or greater has trample.', order: 3 },
      ],
    });
    expect(['Bear', 'Giant', 'Shrunk Giant'].map((name) => find(result, name).abilities)).toEqual([[], ['Trample'], ['Trample']]);
    expect(result.warnings).toContainEqual(expect.stringMatching(/^Beastmaster: .* does not include Bear: .* made it 5\/5.*\(613\.6\)$/));
    expect(result.warnings).toContainEqual(expect.stringMatching(/^Beastmaster: .* includes Shrunk Giant: .* made it 1\/4/));
    expect(result.warnings.join(' ')).not.toMatch(/includes? Giant:/);
  });

  it('a layer-7c effect reads P/T in its timestamp order, and leaving its own bound by applying is no warning', () => {
    const result = run({
      objects: [bear('Bear'), bear('Pumped')],
      effects: [
        { source: 'Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1, targets: ['Pumped'] },
        { source: 'Lord', text: 'Creatures with power 2 or less get +1/+1.', order: 2 },
      ],
    });
    expect([pt(find(result, 'Bear')), pt(find(result, 'Pumped'))]).toEqual(['3/3', '5/5']);
    expect(result.warnings).toEqual([]);
  });

  it("a resolved spell's set was fixed as it resolved (611.2c): a warning says the board read it otherwise, and how to say so", () => {
    const result = run({
      objects: [bear('Pumped', { power: 2, toughness: 2 }), bear('Giant', { power: 4, toughness: 4 })],
      effects: [
        { source: 'Growth', text: 'Target creature gets +3/+3 until end of turn.', order: 1, targets: ['Pumped'] },
        { source: 'Surprise', text: 'Creatures you control with power 4 or greater gain hexproof until end of turn.', order: 2 },
      ],
    });
    expect([find(result, 'Pumped').abilities, find(result, 'Giant').abilities]).toEqual([[], ['Hexproof']]);
    expect(result.warnings).toContainEqual(expect.stringMatching(/^Surprise: .* does not include Pumped, .*\(611\.2c\).*"targets"$/));
  });

  it('an object with no power (a noncreature artifact, 208.3) has none to compare', () => {
    const result = run({
      objects: [{ name: 'Relic', typeLine: 'Artifact' }, bear('Bear')],
      effects: [{ source: 'Field', text: 'Each permanent with power 2 or less has hexproof.', order: 1 }],
    });
    expect([find(result, 'Relic').abilities, find(result, 'Bear').abilities]).toEqual([[], ['Hexproof']]);
  });
});
