// Effect engine: a board of 200 objects with 50 continuous effects, some dependent (Blood Moon/Urborg-style,
// Conspiracy/animation-style), through every layer. Target: under 20 ms per simulation.
import { PerformanceObserver } from 'node:perf_hooks';
import { parseScenario, simulate } from '../../core/engine/index.ts';

export function board(): unknown {
  const objects: object[] = [];
  const typeLines = [
    'Creature — Elf Warrior',
    'Land — Gate',
    'Basic Land — Forest',
    'Artifact',
    'Artifact Land',
    'Enchantment',
    'Legendary Creature — Human Soldier',
    'Land Creature — Forest Dryad',
  ];
  for (let i = 0; i < 196; i++)
    objects.push({ name: `Object ${i}`, typeLine: typeLines[i % typeLines.length], power: 2, toughness: 2, manaValue: i % 6 });
  objects.push({ name: 'Urborg', typeLine: 'Legendary Land', abilities: ['Each land is a Swamp in addition to its other land types.'] });
  objects.push({
    name: 'Opalescence',
    typeLine: 'Enchantment',
    manaValue: 4,
    abilities: [
      'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal ' +
        'to its mana value.',
    ],
  });
  objects.push({
    name: 'Humility',
    typeLine: 'Enchantment',
    manaValue: 4,
    abilities: ['All creatures lose all abilities and have base power and toughness 1/1.'],
  });
  objects.push({
    name: 'Mutavault',
    typeLine: 'Land',
    abilities: ["{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."],
  });
  const texts: [string, string, object?][] = [
    ['Urborg', 'Each land is a Swamp in addition to its other land types.'],
    ['Blood Moon', 'Nonbasic lands are Mountains.'],
    [
      'Opalescence',
      'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal ' +
        'to its mana value.',
    ],
    ['Humility', 'All creatures lose all abilities and have base power and toughness 1/1.'],
    ['Conspiracy', 'Creatures you control are the chosen type.', { chosen: 'Elf' }],
    ['Mutavault', "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."],
    [
      'Life and Limb',
      'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.',
    ],
    ['Leyline', 'All nonland permanents are legendary.'],
    ['Anthem', 'Each other creature gets +1/+1.'],
    ['Tezzeret', 'All artifacts are 1/1 artifact creatures.'],
  ];
  const effects: object[] = [];
  for (let i = 0; i < 50; i++) {
    const [source, text, extra] = texts[i % texts.length]!;
    const targeted = i % 5 === 4;
    effects.push(
      targeted
        ? { source: `Spell ${i}`, text: 'Target creature gets +2/+2 and gains flying.', order: i + 1, targets: [`Object ${i}`] }
        : { source: i < texts.length ? source : `${source} ${i}`, text, order: i + 1, ...extra },
    );
  }
  return { objects, effects };
}

/** A fresh scenario each time, as the app builds one whenever the judge edits: no memo survives between runs. */
function freshScenario() {
  const parsed = parseScenario(board());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Garbage-collection pauses, as the runtime reports them (performance timeline). */
function watchCollections(): { pauses: { start: number; duration: number }[]; stop: () => void } {
  const pauses: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return { pauses, stop: () => observer.disconnect() };
}

export default async function bench(): Promise<void> {
  const coldStart = performance.now();
  simulate(freshScenario()); // the first simulation of a session runs before the JIT has optimised anything
  const cold = performance.now() - coldStart;
  for (let i = 0; i < 9; i++) simulate(freshScenario()); // then warm up, as a session of edits does
  const collections = watchCollections();
  const runs = 30;
  const times: number[] = [];
  const parseTimes: number[] = [];
  const windows: [number, number][] = [];
  for (let i = 0; i < runs; i++) {
    const parseStart = performance.now();
    const scenario = freshScenario();
    const start = performance.now();
    simulate(scenario);
    const end = performance.now();
    times.push(end - start);
    parseTimes.push(start - parseStart);
    windows.push([start, end]);
  }
  await new Promise((resolve) => setTimeout(resolve, 20)); // the observer reports pauses asynchronously
  collections.stop();
  const paused = windows.filter(([start, end]) => collections.pauses.some((pause) => pause.start >= start && pause.start < end)).length;
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  times.sort((a, b) => a - b);
  console.log(
    `engine: 200 objects, 50 effects: simulate median ${median(times).toFixed(1)} ms, best ${times[0]!.toFixed(1)} ms, ` +
      `worst ${times.at(-1)!.toFixed(1)} ms over ${runs} runs after 10 warm-up runs, each on a freshly parsed scenario (target < 20 ` +
      `ms); first (cold) run ${cold.toFixed(1)} ms; parsing: median ${median(parseTimes).toFixed(1)} ms; runs with a ` +
      `garbage-collection pause: ${paused}/${runs}`,
  );
}
