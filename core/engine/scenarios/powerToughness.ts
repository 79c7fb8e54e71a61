// Power and toughness (layer 7 and its sublayers) and losing abilities: Humility, Opalescence, March of the Machines, counters.
// Each result is reasoned from the CR and rulings, not from running the engine.
import { gideonText, glorySeeker, goblinKing, goyfText, humility, humilityText, opalescence, opalescenceText } from './cards.ts';
import { inTimestampOrder } from './effects.ts';
import type { ExampleScenario } from './model.ts';

export const powerToughnessScenarios: readonly ExampleScenario[] = [
  {
    id: 'humility-then-opalescence',
    title: 'Humility, then Opalescence (Humility earlier)',
    description:
      "No dependency in layer 7b; timestamps decide (613.7): Opalescence's later effect makes Humility 4/4; other creatures are 1/1 " +
      'with no abilities. Opalescence is not a creature ("each other").',
    scenario: {
      objects: [humility, opalescence, glorySeeker],
      effects: inTimestampOrder(humility, opalescence),
    },
    expected: {
      Humility: { cardTypes: ['Enchantment', 'Creature'], power: 4, toughness: 4, abilities: [], rules: ['613.4b'] },
      Opalescence: { cardTypes: ['Enchantment'], power: null, abilities: [opalescenceText] },
      'Glory Seeker': { power: 1, toughness: 1, abilities: [] },
    },
  },
  {
    id: 'opalescence-then-humility',
    title: 'Opalescence, then Humility (Opalescence earlier)',
    description:
      "Timestamps decide in layer 7b (613.7): Humility's later effect makes every creature 1/1, Humility included; 613.6 keeps " +
      "Humility's effect applying though it lost its own ability.",
    scenario: {
      objects: [humility, opalescence, glorySeeker],
      effects: inTimestampOrder(opalescence, humility),
    },
    expected: {
      Humility: { cardTypes: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilities: [] },
      'Glory Seeker': { power: 1, toughness: 1 },
    },
  },
  {
    id: 'starfield-opalescence',
    title: 'Starfield of Nyx and Opalescence (five enchantments controlled)',
    description:
      'Each makes the other a creature (layer 4) with P/T equal to its mana value (7b); no dependency, as neither changes whether the ' +
      'other is a non-Aura enchantment (613.8a). Auras are not animated.',
    scenario: {
      objects: [
        opalescence,
        { name: 'Starfield of Nyx', typeLine: 'Enchantment', manaValue: 5, colors: ['white'] },
        { name: 'Pacifism', typeLine: 'Enchantment — Aura', manaValue: 2, colors: ['white'] },
      ],
      effects: inTimestampOrder(opalescence, {
        source: 'Starfield of Nyx',
        text:
          'Each other non-Aura enchantment you control is a creature in addition to its other types and has base power and base ' +
          'toughness each equal to its mana value.',
      }),
    },
    expected: {
      Opalescence: { cardTypes: ['Enchantment', 'Creature'], power: 4, toughness: 4 },
      'Starfield of Nyx': { cardTypes: ['Enchantment', 'Creature'], power: 5, toughness: 5 },
      Pacifism: { cardTypes: ['Enchantment'], power: null },
    },
  },
  {
    id: 'layer-7-sublayers',
    title: 'Layer 7 sublayers: the Gray Ogre example of 613.5',
    description:
      'A +1/+1 counter, +4/+4 and +0/+2 apply in 7c after "becomes 0/1" in 7b whatever their timestamps (613.4c, 613.4b): 0/1 + 5/7 = 5/8.',
    scenario: {
      objects: [
        {
          name: 'Gray Ogre',
          typeLine: 'Creature — Ogre',
          power: 2,
          toughness: 2,
          colors: ['red'],
          counters: [{ kind: '+1/+1', order: 1 }],
        },
      ],
      effects: [
        { source: 'Giant Growth-like spell', text: 'Target creature gets +4/+4 until end of turn.', order: 2, targets: ['Gray Ogre'] },
        { source: 'An enchantment', text: 'Creatures you control get +0/+2.', order: 3 },
        { source: 'An effect', text: 'Target creature becomes 0/1 until end of turn.', order: 4, targets: ['Gray Ogre'] },
      ],
    },
    expected: { 'Gray Ogre': { power: 5, toughness: 8, rules: ['613.4c', '613.4b'] } },
  },
  {
    id: 'humility-counters',
    title: 'Humility and a creature with +1/+1 counters',
    description:
      'Humility sets base power and toughness to 1/1 in 7b; counters still apply in 7c (613.4c, 122.1a): a creature with two +1/+1 ' +
      'counters is 3/3 and has no abilities.',
    scenario: {
      objects: [
        humility,
        {
          name: 'Walking Ballista',
          typeLine: 'Artifact Creature — Construct',
          power: 0,
          toughness: 0,
          counters: [{ kind: '+1/+1', count: 2 }],
          abilities: [
            '{4}: Put a +1/+1 counter on this creature.',
            'Remove a +1/+1 counter from this creature: It deals 1 damage to any target.',
          ],
        },
      ],
      effects: [{ source: 'Humility', text: humilityText, order: 2 }],
    },
    expected: { 'Walking Ballista': { abilities: [], power: 3, toughness: 3, rules: ['613.4b', '613.4c'] } },
  },
  {
    id: 'layer-7d-switch',
    title: 'Layer 7d: switching after +0/+1 and +5/+0 (613.4d example)',
    description:
      'A 1/3 creature gets +0/+1, is switched, then gets +5/+0: modifications apply in 7c before the switch in 7d (613.4), so it is 4/6.',
    scenario: {
      objects: [{ name: 'A 1/3 creature', typeLine: 'Creature — Wall', power: 1, toughness: 3 }],
      effects: inTimestampOrder(
        { source: 'First effect', text: 'Target creature gets +0/+1.', targets: ['A 1/3 creature'] },
        {
          source: 'Switch effect',
          text: "Switch target creature's power and toughness until end of turn.",
          targets: ['A 1/3 creature'],
        },
        { source: 'Third effect', text: 'Target creature gets +5/+0.', targets: ['A 1/3 creature'] },
      ),
    },
    expected: { 'A 1/3 creature': { power: 4, toughness: 6 } },
  },
  {
    id: 'march-of-the-machines-humility',
    title: 'March of the Machines with an artifact, then Humility',
    description:
      "March makes a noncreature artifact a creature (layer 4); Humility's later 7b effect overrides March's earlier one (613.7): 1/1 " +
      'with no abilities.',
    scenario: {
      objects: [
        humility,
        { name: 'Sol Ring', typeLine: 'Artifact', manaValue: 1, abilities: ['{T}: Add {C}{C}.'] },
        {
          name: 'Wurmcoil Engine',
          typeLine: 'Artifact Creature — Phyrexian Wurm',
          manaValue: 6,
          power: 6,
          toughness: 6,
          abilities: ['Deathtouch', 'Lifelink'],
        },
      ],
      effects: inTimestampOrder(
        {
          source: 'March of the Machines',
          text: 'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
        },
        humility,
      ),
    },
    expected: {
      'Sol Ring': { cardTypes: ['Artifact', 'Creature'], abilities: [], power: 1, toughness: 1 },
      'Wurmcoil Engine': { abilities: [], power: 1, toughness: 1 },
    },
  },
  {
    id: 'noncreature-artifacts-613-6',
    title: '"All noncreature artifacts become 2/2 artifact creatures" (the 613.6 example)',
    description:
      'The set of objects is fixed when the effect starts to apply in layer 4 (613.6): Sol Ring is a 2/2 in 7b though no longer a ' +
      'noncreature artifact; Ornithopter, already a creature, is untouched.',
    scenario: {
      objects: [
        { name: 'Sol Ring', typeLine: 'Artifact', abilities: ['{T}: Add {C}{C}.'] },
        { name: 'Ornithopter', typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2, abilities: ['Flying'] },
      ],
      effects: inTimestampOrder({
        source: 'An effect',
        text: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
      }),
    },
    expected: {
      'Sol Ring': { typeLine: 'Artifact Creature', abilities: ['{T}: Add {C}{C}.'], power: 2, toughness: 2 },
      Ornithopter: { typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2 },
    },
  },
  {
    id: 'mycosynth-lattice-march',
    title: 'Mycosynth Lattice and March of the Machines (March earlier)',
    description:
      'March depends on Lattice: Lattice makes every permanent an artifact, changing what March applies to (613.8a), so Lattice ' +
      'applies first whatever the timestamps; a basic Forest becomes an artifact land creature with P/T equal to its mana value, 0/0.',
    scenario: {
      objects: [
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
        { name: 'Mycosynth Lattice', typeLine: 'Artifact', manaValue: 6 },
        { name: 'March of the Machines', typeLine: 'Enchantment', manaValue: 4 },
      ],
      effects: inTimestampOrder(
        {
          source: 'March of the Machines',
          text: 'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
        },
        { source: 'Mycosynth Lattice', text: 'All permanents are artifacts in addition to their other types.' },
      ),
    },
    expected: {
      Forest: {
        supertypes: ['Basic'],
        cardTypes: ['Land', 'Artifact', 'Creature'],
        subtypes: ['Forest'],
        abilities: ['{T}: Add {G}.'],
        power: 0,
        toughness: 0,
        why: ['depends on Mycosynth Lattice because'],
      },
      'Mycosynth Lattice': { cardTypes: ['Artifact', 'Creature'], power: 6, toughness: 6 },
      'March of the Machines': { cardTypes: ['Enchantment', 'Artifact', 'Creature'], power: 4, toughness: 4 },
    },
  },
  {
    id: 'humility-goblin-king',
    title: 'Humility and Goblin King (both timestamp orders give this)',
    description:
      "Goblin King's effect depends on Humility in layer 6: Humility removes the ability that generates it (613.8a), so Humility " +
      "applies first and the King's effect never starts: no mountainwalk, no +1/+1 in 7c. Every creature is 1/1 with no abilities.",
    scenario: {
      objects: [
        humility,
        goblinKing,
        { name: 'Goblin Piker', typeLine: 'Creature — Goblin Warrior', power: 2, toughness: 1, colors: ['red'] },
      ],
      effects: inTimestampOrder(goblinKing, humility),
    },
    expected: {
      'Goblin Piker': { abilities: [], power: 1, toughness: 1 },
      'Goblin King': {
        abilities: [],
        power: 1,
        toughness: 1,
        why: ['depends on Humility because applying Humility changes whether'],
        rules: ['613.8a'],
      },
    },
  },
  {
    id: 'tarmogoyf-loses-all-abilities',
    title: 'Tarmogoyf losing all abilities (Merfolk Trickster)',
    description:
      'Its characteristic-defining ability is gone by layer 7a, so its effect never starts (613.8a, 604.3): Tarmogoyf is 0/1, its ' +
      'printed */1+* read as 0.',
    scenario: {
      objects: [{ name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 1, colors: ['green'], abilities: [goyfText] }],
      effects: [
        {
          source: 'Tarmogoyf',
          text: goyfText,
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
          order: 2,
          characteristicDefining: true,
        },
        { source: 'Merfolk Trickster', text: 'Target creature loses all abilities until end of turn.', order: 1, targets: ['Tarmogoyf'] },
      ],
    },
    expected: { Tarmogoyf: { abilities: [], power: 0, toughness: 1 } },
  },
  {
    id: 'gideon-blackblade-your-turn',
    title: 'Gideon Blackblade on your turn, under Humility',
    description:
      'The judge says the condition holds ("as long as it\'s your turn"): Gideon is a 4/4 Human Soldier creature that\'s still a ' +
      "planeswalker, with indestructible (layers 4, 6, 7b). Humility, later, removes Gideon's abilities in layer 6 — but Gideon's " +
      'own effect already applied in layer 4 keeps applying in its later layers (613.6), so indestructible (granted in layer 6 ' +
      "before Humility) is gone by Humility's later timestamp and its 7b sets 1/1 after Gideon's.",
    scenario: {
      objects: [
        { name: 'Gideon Blackblade', typeLine: 'Legendary Planeswalker — Gideon', colors: ['white'], abilities: [gideonText] },
        { name: 'Humility', typeLine: 'Enchantment', abilities: [humilityText] },
      ],
      effects: inTimestampOrder({ source: 'Gideon Blackblade', text: gideonText, conditionHolds: true }, humility),
    },
    expected: {
      'Gideon Blackblade': {
        typeLine: 'Legendary Creature Planeswalker — Gideon Human Soldier',
        abilities: [],
        power: 1,
        toughness: 1,
        rules: ['613.1d', '613.4b'],
      },
    },
  },
];
