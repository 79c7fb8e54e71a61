// What the state-based actions (704) would do to the board the layers leave. The simulator shows one moment and
// applies none of them: each is named in a warning, so the judge sees that the 0/0 Forest does not stay.
import type { GameObject, ObjectResult } from './model.ts';

/** The state-based actions the resulting characteristics call for, one warning each; `results` in `objects` order. */
export function stateBasedWarnings(objects: readonly GameObject[], results: readonly ObjectResult[]): string[] {
  const pairs = results.map((result, index) => ({ result, object: objects[index]! }));
  const onBattlefield = pairs.filter(({ object }) => object.zone === 'battlefield');
  // 704.5d: a token in any other zone ceases to exist
  const warnings = pairs
    .filter(({ object }) => object.token && object.zone !== 'battlefield')
    .map(({ object }) => `${object.name} is a token in the ${object.zone}: a state-based action makes it cease to exist (704.5d)`);
  for (const { result, object } of onBattlefield) {
    // 704.5f: toughness 0 or less; regeneration and indestructible do not stop it
    if (result.toughness !== null && result.toughness <= 0)
      warnings.push(
        `${result.name} is a creature with toughness ${result.toughness}: a state-based action puts it into its owner's graveyard (704.5f)`,
      );
    // 704.5q: +1/+1 and -1/-1 counters cancel in pairs; the power and toughness shown already count both
    const plus = object.counters?.['+1/+1'] ?? 0;
    const minus = object.counters?.['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0)
      warnings.push(
        `${result.name} has +1/+1 and -1/-1 counters: a state-based action removes ${Math.min(plus, minus)} of each (704.5q); ` +
          'its power and toughness stay as shown',
      );
  }
  // 704.5j: the legend rule, by the names the permanents have now (a copy has the original's, 707.2)
  const legends = new Map<string, ObjectResult[]>();
  for (const { result } of onBattlefield.filter(({ result }) => result.supertypes.includes('Legendary'))) {
    const key = `${result.controller} ${result.currentName}`;
    legends.set(key, [...(legends.get(key) ?? []), result]);
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const [who, keeps] = group[0]!.controller === 'you' ? ['you', 'you keep'] : ['your opponent', 'your opponent keeps'];
    warnings.push(
      `${group.map((result) => result.name).join(', ')}: legendary permanents named ${group[0]!.currentName}, all controlled by ` +
        `${who} — the legend rule: ${keeps} one and the rest go to their owners' graveyards (704.5j)`,
    );
  }
  return warnings;
}
