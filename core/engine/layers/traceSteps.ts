// The trace: each step's before/after text for its layer (memoised, since the same characteristics recur step after
// step), the rules it cites, and which step took each ability away.
import { formatTypeLine } from '../../types/typeLine.ts';
import type { TypedSubtype } from '../../types/model.ts';
import type { Characteristics, GameObject, LayerId, TraceStep } from '../model.ts';
import { layerIds } from '../model.ts';
import { visibleSubtypes } from '../typeChange.ts';
import { abilityKeysOf, textKey } from './matching.ts';
import type { Reason, Running, State } from './model.ts';
import { layerIndex, layerRule } from './order.ts';

/** Subtypes print grouped by kind, noncreature kinds first ("Land Creature — Forest Dryad"). */
const kindRank: readonly string[] = ['artifact', 'enchantment', 'land', 'planeswalker', 'battle', 'spell', 'creature', 'planar', 'dungeon'];

export function typeLineOf(chars: Characteristics): string {
  const subtypes = [...visibleSubtypes(chars)].sort((a, b) => kindRank.indexOf(a.kind) - kindRank.indexOf(b.kind));
  const line = formatTypeLine({ supertypes: chars.supertypes, cardTypes: chars.cardTypes, subtypes });
  const every = chars.allCreatureTypes && chars.cardTypes.some((type) => type === 'Creature' || type === 'Kindred');
  return every ? `${line}${line.includes(' — ') ? ' ' : ' — '}(every creature type)` : line;
}

/** The trace's before/after text of one layer, given the object's type line. */
export function describeNow(chars: Characteristics, layer: LayerId, typeLine: string): string {
  switch (layer) {
    case '1':
      return [
        `${chars.name || '(no name)'}: ${typeLine}`,
        chars.colors.join('/') || 'colorless',
        chars.abilities.map((a) => a.text).join(' | ') || 'no abilities',
        `${chars.power ?? '—'}/${chars.toughness ?? '—'}`,
      ].join('; ');
    case '2':
      return `controlled by ${chars.controller}`;
    case '3': // text: the name (612.8), the type line's words and the rules text (612.2)
      return `${chars.name || '(no name)'}: ${typeLine}; ${chars.abilities.map((a) => a.text).join(' | ') || 'no abilities'}`;
    case '4':
      return typeLine;
    case '5':
      return chars.colors.join(', ') || 'colorless';
    case '6':
      return chars.abilities.map((a) => a.text).join(' | ') || 'no abilities';
    default:
      return `${chars.power ?? '—'}/${chars.toughness ?? '—'}`;
  }
}

/** The choices made as the effect began (105.1, 205.3, 201.3): "(chosen: name = Grizzly Bears, color = blue)". */
function chosenLabel(run: Running): string {
  const choices = Object.entries(run.effect.choices ?? {}).map(([kind, value]) => `${kind} = ${value}`);
  if (run.effect.chosen !== null && !Object.values(run.effect.choices ?? {}).includes(run.effect.chosen))
    choices.unshift(run.effect.chosen);
  return choices.length === 0 ? '' : ` (chosen: ${choices.join(', ')})`;
}

/** How a trace step names its effect: source, wording, and what the judge set or a text change did to it. */
export function effectLabel(run: Running): string {
  const assumed = run.effect.spec.assumed === undefined ? '' : ` (condition holds: ${run.effect.spec.assumed.join('; ')})`;
  // 611.2a: an effect with a duration lasts until it ends; entered on the board, it has not ended
  // 611.2b: a "for as long as …" the board settles was checked, and holds (else the effect is gone)
  const lasts = run.effect.spec.lasts;
  const now = lasts?.kind === 'duration' ? 'holds on the board, 611.2b' : 'active now';
  const duration = run.effect.spec.duration === undefined ? '' : ` (duration: ${run.effect.spec.duration}; ${now})`;
  // 611.3a: a static ability's condition, checked on the board as it stands
  const condition = lasts?.kind === 'condition' ? ` (condition: ${lasts.words}; holds on the board, ${lasts.rule ?? '611.3a'})` : '';
  const values =
    run.effect.spec.values === undefined
      ? ''
      : ` (values: ${Object.entries(run.effect.spec.values)
          .map(([k, v]) => `${k} = ${v}`)
          .join(', ')})`;
  return `${run.effect.source}: "${run.effect.text}"${
    run.changedFrom === null ? '' : ` (text changed in layer 3; printed ` + `"${run.changedFrom}")`
  }${assumed}${condition}${duration}${values}${chosenLabel(run)}`;
}

/** Records one object's change by one effect in one layer. */
export type StepRecorder = (
  id: number,
  before: Characteristics,
  after: Characteristics,
  rules: readonly string[],
  counted?: string,
) => void;

export class TraceWriter {
  /** Each object's steps, by object id. */
  readonly traces = new Map<number, TraceStep[]>();
  /** Trace texts by characteristics, one map per layer. */
  private readonly descriptions: Map<Characteristics, string>[] = layerIds.map(() => new Map());
  private readonly typeLines = new Map<string, string>();
  /** Type lines by the very arrays they were made from: a P/T or ability change keeps those arrays, so no signature is built. */
  private readonly typeLinesByArrays = new Map<readonly TypedSubtype[], { chars: Characteristics; line: string }[]>();
  /** "object id \0 ability text" → the rules of the step that removed that ability. */
  private readonly abilityLoss = new Map<string, readonly string[]>();

  constructor(objects: readonly GameObject[]) {
    for (const object of objects) this.traces.set(object.id, []);
  }

  /** The trace's before/after text of one layer; memoised, since the same characteristics recur step after step. */
  describe(chars: Characteristics, layer: LayerId): string {
    if (layer === '4') return this.typeLine(chars);
    const descriptions = this.descriptions[layerIndex.get(layer)!]!;
    let found = descriptions.get(chars);
    if (found === undefined) {
      found = describeNow(chars, layer, layer === '1' || layer === '3' ? this.typeLine(chars) : '');
      descriptions.set(chars, found);
    }
    return found;
  }

  /** typeLineOf (the layer-4 description), memoised by the parts it reads: many objects share a type line. */
  typeLine(chars: Characteristics): string {
    const typeLines = this.descriptions[layerIndex.get('4')!]!;
    let found = typeLines.get(chars);
    if (found === undefined) {
      found = this.typeLineByArrays(chars);
      typeLines.set(chars, found);
    }
    return found;
  }

  private typeLineByArrays(chars: Characteristics): string {
    let seen = this.typeLinesByArrays.get(chars.subtypes);
    if (seen === undefined) {
      seen = [];
      this.typeLinesByArrays.set(chars.subtypes, seen);
    }
    for (const entry of seen) {
      const other = entry.chars;
      if (other.cardTypes === chars.cardTypes && other.supertypes === chars.supertypes && other.allCreatureTypes === chars.allCreatureTypes)
        return entry.line;
    }
    const line = this.typeLineBySignature(chars);
    if (seen.length < 8) seen.push({ chars, line });
    return line;
  }

  private typeLineBySignature(chars: Characteristics): string {
    const subtypes = visibleSubtypes(chars);
    let signature = `${chars.allCreatureTypes}|${chars.supertypes.join('|')}|${chars.cardTypes.join('|')}|`;
    for (const subtype of subtypes) signature += `|${subtype.kind}:${subtype.name}`;
    let found = this.typeLines.get(signature);
    if (found === undefined) {
      found = typeLineOf(chars);
      this.typeLines.set(signature, found);
    }
    return found;
  }

  /** A recorder for the steps of `run` applied in `layer` for `why`. */
  stepsOf(run: Running, layer: LayerId, why: Reason): StepRecorder {
    const effect = effectLabel(run);
    const stepRulesOf = new Map<readonly string[], string[]>();
    // steps are immutable: objects that go through the same change (Humility: 2/2 → 1/1) share one step
    const stepsByText = new Map<string, Map<string, TraceStep>>();
    return (id, before, after, rules, counted) => {
      let stepRules = stepRulesOf.get(rules);
      if (stepRules === undefined) {
        stepRules = [...new Set([layerRule[layer], ...why.rules, ...rules, ...(run.effect.cites ?? [])])];
        stepRulesOf.set(rules, stepRules);
      }
      if (after.abilities !== before.abilities) this.noteLostAbilities(id, before, after, [layerRule[layer], ...rules]);
      const beforeText = this.describe(before, layer);
      const afterText = this.describe(after, layer);
      let byAfter = stepsByText.get(beforeText);
      if (byAfter === undefined) stepsByText.set(beforeText, (byAfter = new Map()));
      let step = byAfter.get(afterText);
      // what a count found on the board, so the judge sees the number behind the change
      const whyText = counted === undefined ? why.text : `${why.text}; counted on the board: ${counted}`;
      if (step === undefined || step.rules !== stepRules || step.why !== whyText) {
        step = { layer, effect, order: run.effect.order, why: whyText, before: beforeText, after: afterText, rules: stepRules };
        byAfter.set(afterText, step);
      }
      this.traces.get(id)!.push(step);
    };
  }

  /** Remembers which step took each ability away, so an effect that stops existing cites the rule that removed it. */
  private noteLostAbilities(id: number, before: Characteristics, after: Characteristics, rules: readonly string[]): void {
    const kept = new Set(after.abilities.map((ability) => textKey(ability.text)));
    for (const ability of before.abilities) {
      const text = textKey(ability.text);
      if (!kept.has(text)) this.abilityLoss.set(`${id}\u0000${text}`, rules);
    }
  }

  /** 613.8a(b): the step of an effect whose source no longer has the ability that generates it, citing what removed it. */
  notApplied(run: Running, layer: LayerId, state: State): void {
    const source = run.staticOn!;
    const removedBy = abilityKeysOf(run.effect.text).flatMap((key) => this.abilityLoss.get(`${source.id}\u0000${key}`) ?? []);
    this.traces.get(source.id)!.push({
      layer,
      effect: `${run.effect.source}: "${run.effect.text}"`,
      order: run.effect.order,
      why:
        `does not apply: ${source.name} no longer has the ability that generates ` +
        `it${run.waitedFor.length > 0 ? ` (${run.waitedFor.join('; ')})` : ''}`,
      before: this.describe(state.get(source.id)!, '6'),
      after: this.describe(state.get(source.id)!, '6'),
      rules: [...new Set(['613.8a', ...removedBy])],
    });
  }

  /** 305.6: the step that gives a land the intrinsic mana abilities of its basic land types. */
  intrinsicAbilities(id: number, before: Characteristics, after: Characteristics): void {
    this.traces.get(id)!.push({
      layer: '4',
      effect: 'rule 305.6 (basic land types)',
      order: null,
      why: 'a land has the intrinsic mana ability of each basic land type it has',
      before: this.describe(before, '6'),
      after: this.describe(after, '6'),
      rules: ['305.6'],
    });
  }
}
