// The simulator's board: objects and effects as typed, in timestamp order, and the last simulation's outcome.
import { fromScenarioJson, toScenarioJson, type EffectDraft, type ObjectDraft, type ScenarioJson } from '../lib/scenarioDraft.ts';

export const blankObject = (): ObjectDraft => ({ name: '', typeLine: '', power: '', toughness: '', colors: '', abilities: '', manaValue: '', extra: {} });
export const blankEffect = (): EffectDraft => ({ source: '', text: '', targets: '', chosen: '', characteristicDefining: false, extra: {} });

export class Board {
  objects: ObjectDraft[] = $state([blankObject()]);
  effects: EffectDraft[] = $state([blankEffect()]);

  addObject(): void {
    this.objects.push(blankObject());
  }

  addEffect(): void {
    this.effects.push(blankEffect());
  }

  removeObject(index: number): void {
    this.objects.splice(index, 1);
  }

  removeEffect(index: number): void {
    this.effects.splice(index, 1);
  }

  /** Moves an effect one place earlier (-1) or later (+1) in timestamp order. */
  moveEffect(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.effects.length) return;
    const [moved] = this.effects.splice(index, 1);
    this.effects.splice(to, 0, moved!);
  }

  load(json: unknown): void {
    const drafts = fromScenarioJson(json);
    this.objects = drafts.objects;
    this.effects = drafts.effects;
  }

  toJson(): ScenarioJson {
    return toScenarioJson(this.objects, this.effects);
  }
}
