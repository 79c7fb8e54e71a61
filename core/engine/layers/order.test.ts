import { describe, expect, it } from 'vitest';
import type { EffectPart } from '../model.ts';
import { layerIds } from '../model.ts';
import { cdaFirstIn, layerCanCreateDependency, layerIndex, layerOf, layerRule } from './order.ts';

describe('layer order', () => {
  it('files each kind of part in its layer (613.1, 613.4)', () => {
    const parts: [EffectPart, string][] = [
      [{ op: 'control', controller: 'you' }, '2'],
      [{ op: 'color', colors: ['blue'], addition: false }, '5'],
      [{ op: 'abilities', loseAll: true, lose: [], add: [] }, '6'],
      [{ op: 'setPT', power: 1, toughness: 1 }, '7b'],
      [{ op: 'modifyPT', power: 1, toughness: 1 }, '7c'],
      [{ op: 'switchPT' }, '7d'],
    ];
    for (const [part, layer] of parts) expect(layerOf(part, false)).toBe(layer);
  });
  it('puts a characteristic-defining P/T in 7a, other setting effects in 7b (613.4a, 613.4b)', () => {
    expect(layerOf({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' }, true)).toBe('7a');
    expect(layerOf({ op: 'setPT', power: 'manaValue', toughness: 'manaValue' }, false)).toBe('7b');
  });
  it('has a rule and a position for every layer, in order', () => {
    for (const layer of layerIds) expect(layerRule[layer]).toMatch(/^613\.\d/);
    expect(layerIds.map((layer) => layerIndex.get(layer))).toEqual(layerIds.map((_layer, index) => index));
  });
  it('tries dependencies only where an effect can change existence or what another applies to', () => {
    expect(layerIds.filter(layerCanCreateDependency)).toEqual(['1', '2', '4', '5', '6']);
    expect(layerIds.filter(cdaFirstIn)).toEqual(['2', '4', '5', '6']);
  });
});
