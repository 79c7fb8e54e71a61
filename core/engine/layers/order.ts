// Where each effect part applies (613.1, 613.4), and which layers can hold a dependency (613.8a).
import type { EffectPart, LayerId } from '../model.ts';
import { layerIds } from '../model.ts';

/** The layer of each kind of part (613.1, 613.4); base P/T setting goes by whether it is characteristic-defining. */
const layerOfOp: Readonly<Record<Exclude<EffectPart['op'], 'setPT'>, LayerId>> = {
  copy: '1', // 613.1a
  control: '2', // 613.1b
  text: '3', // 613.1c
  name: '3', // 613.1c: setting a name changes the text of the name (612.8)
  type: '4', // 613.1d
  color: '5', // 613.1e
  abilities: '6', // 613.1f
  modifyPT: '7c', // 613.4c
  switchPT: '7d', // 613.4d
};

export function layerOf(part: EffectPart, characteristicDefining: boolean): LayerId {
  if (part.op === 'setPT') return characteristicDefining ? '7a' : '7b'; // 613.4a, 613.4b
  return layerOfOp[part.op];
}

/** The rule each trace step of a layer cites first. */
export const layerRule: Readonly<Record<LayerId, string>> = {
  '1': '613.2a',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/** A layer's position in the order of 613.1 and 613.4. */
export const layerIndex = new Map(layerIds.map((layer, index) => [layer, index]));

/**
 * 613.8a(b) by trial is only needed where applying an effect can change another's existence (abilities), what it
 * applies to (types, control, color) or what a copy copies: layers 1, 2, 4, 5 and 6. Filters never read P/T.
 */
export function layerCanCreateDependency(layer: LayerId): boolean {
  return layer === '1' || layer === '2' || layer === '4' || layer === '5' || layer === '6';
}

/** 613.3: in layers 2, 4, 5 and 6, characteristic-defining abilities apply before the other effects. */
export function cdaFirstIn(layer: LayerId): boolean {
  return layer === '2' || layer === '4' || layer === '5' || layer === '6';
}
