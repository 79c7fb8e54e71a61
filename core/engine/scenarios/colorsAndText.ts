// Colors (layer 5) and text changes (layer 3): Painter's Servant, Heraldic Banner, Magical Hack, chosen colors, 613.7a.
// Each result is reasoned from the CR and rulings, not from running the engine.
import { bloodMoon, grizzlyBears, harbor } from './cards.ts';
import { inTimestampOrder } from './effects.ts';
import type { ExampleScenario } from './model.ts';

export const colorsAndTextScenarios: readonly ExampleScenario[] = [
  {
    id: 'painters-servant-blood-moon',
    title: "Painter's Servant (blue) and Blood Moon",
    description:
      "Color is layer 5 and land type layer 4; neither effect changes the other's existence, what it applies to or what it does " +
      '(613.8a): no dependency. Hinterland Harbor is a blue Land — Mountain; Blood Moon is red and blue; a card in the graveyard is ' +
      'blue too.',
    scenario: {
      objects: [
        harbor,
        bloodMoon,
        { name: "Painter's Servant", typeLine: 'Artifact Creature — Scarecrow', power: 1, toughness: 3 },
        { name: 'Lightning Bolt', typeLine: 'Instant', zone: 'graveyard', colors: ['red'] },
      ],
      effects: inTimestampOrder(
        {
          source: "Painter's Servant",
          text: "All cards that aren't on the battlefield, spells, and permanents are blue in addition to their other colors.",
        },
        bloodMoon,
      ),
    },
    expected: {
      'Hinterland Harbor': { typeLine: 'Land — Mountain', colors: ['blue'], abilities: ['{T}: Add {R}.'] },
      'Blood Moon': { colors: ['red', 'blue'] },
      "Painter's Servant": { colors: ['blue'] },
      'Lightning Bolt': { colors: ['red', 'blue'] },
    },
  },
  {
    id: 'honor-of-the-pure-color',
    title: 'Honor of the Pure and a creature turned white, then red (613.5 example)',
    description:
      'Color is layer 5 and "white creatures get +1/+1" is read in 7c: the black 2/2 turned white gets +1/+1 (3/3); a later effect ' +
      'making it red leaves it 2/2 again (613.5, 613.7).',
    scenario: {
      objects: [
        { name: 'Honor of the Pure', typeLine: 'Enchantment', colors: ['white'], abilities: ['White creatures you control get +1/+1.'] },
        { name: 'Black Knight', typeLine: 'Creature — Human Knight', power: 2, toughness: 2, colors: ['black'] },
        { name: 'Red Knight', typeLine: 'Creature — Human Knight', power: 2, toughness: 2, colors: ['black'] },
      ],
      effects: inTimestampOrder(
        { source: 'Honor of the Pure', text: 'White creatures you control get +1/+1.' },
        { source: 'Whitewash', text: 'Target creature becomes white.', targets: ['Black Knight'] },
        { source: 'Whitewash #2', text: 'Target creature becomes white.', targets: ['Red Knight'] },
        { source: 'Redden', text: 'Target creature becomes red.', targets: ['Red Knight'] },
      ),
    },
    expected: {
      'Black Knight': { colors: ['white'], power: 3, toughness: 3, rules: ['613.1e', '613.4c'] },
      'Red Knight': { colors: ['red'], power: 2, toughness: 2 },
    },
  },
  {
    id: 'magical-hack-on-blood-moon',
    title: 'Magical Hack on Blood Moon (Mountain → Island)',
    description:
      'A text change applies in layer 3, before type-changing effects (613.1c): Blood Moon\'s ability reads "Nonbasic lands are ' +
      'Islands." (612.1, 612.2), so nonbasic lands become Islands with "{T}: Add {U}." only (305.7, 305.6); the basic Mountain is ' +
      'untouched.',
    scenario: {
      objects: [bloodMoon, harbor, { name: 'Mountain', typeLine: 'Basic Land — Mountain' }],
      effects: inTimestampOrder(bloodMoon, {
        source: 'Magical Hack',
        text:
          'Change the text of target spell or permanent by replacing all instances of one basic land type with another. (This ' +
          'effect lasts indefinitely.)',
        targets: ['Blood Moon'],
        chosen: 'Mountain → Island',
      }),
    },
    expected: {
      'Blood Moon': { abilities: ['Nonbasic lands are Islands.'], rules: ['613.1c', '612.1'] },
      'Hinterland Harbor': { typeLine: 'Land — Island', abilities: ['{T}: Add {U}.'], rules: ['305.7', '612.1'] },
      Mountain: { typeLine: 'Basic Land — Mountain', abilities: ['{T}: Add {R}.'] },
    },
  },
  {
    id: 'heraldic-banner-with-painters-servant',
    title: "Heraldic Banner (blue) with Painter's Servant (blue)",
    description:
      "Painter's Servant makes every permanent blue in layer 5; the Banner's +1/+0 applies in layer 7c to creatures its controller " +
      'controls of the chosen color as they are then (613.1e before 613.4c, 105.2): the green Grizzly Bears gets it too, the ' +
      "opponent's blue creature doesn't.",
    scenario: {
      objects: [
        grizzlyBears,
        { name: 'Storm Crow', typeLine: 'Creature — Bird', power: 1, toughness: 2, colors: ['blue'], abilities: ['Flying'] },
        { name: 'Coral Merfolk', typeLine: 'Creature — Merfolk', power: 2, toughness: 1, colors: ['blue'], controller: 'opponent' },
      ],
      effects: inTimestampOrder(
        { source: 'Heraldic Banner', text: 'Creatures you control of the chosen color get +1/+0.', chosen: 'blue' },
        {
          source: "Painter's Servant",
          text: "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
          chosen: 'blue',
        },
      ),
    },
    expected: {
      'Grizzly Bears': { colors: ['blue', 'green'], power: 3, toughness: 2, rules: ['613.1e', '613.4c'] },
      'Storm Crow': { power: 2, toughness: 2 },
      'Coral Merfolk': { colors: ['blue'], power: 2, toughness: 1 },
    },
  },
  {
    id: 'color-of-your-choice-613-6',
    title: '613.6\'s example: "gets +1/+1 and becomes the color of your choice"',
    description:
      'One effect, two layers (613.6): the color of your choice (here blue, given in "chosen") applies in layer 5, the +1/+1 in layer ' +
      '7c; Grizzly Bears is a blue 3/3.',
    scenario: {
      objects: [grizzlyBears],
      effects: inTimestampOrder({
        source: 'Grizzly Bears',
        text: 'This creature gets +1/+1 and becomes the color of your choice until end of turn.',
        chosen: 'blue',
      }),
    },
    expected: {
      'Grizzly Bears': { colors: ['blue'], power: 3, toughness: 3, rules: ['613.1e', '613.4c'] },
    },
  },
  {
    id: 'rune-of-flight-colossus-hammer-613-7a',
    title: "613.7a's example: Rune of Flight on Colossus Hammer",
    description:
      'The ability Rune of Flight grants the Hammer ("Equipped creature has flying") generates an effect with Rune of Flight\'s ' +
      'timestamp, later than the Hammer\'s own (613.7a): in layer 6 "loses flying" applies first, then "has flying", so the equipped ' +
      'Serra Angel flies, and is 14/14.',
    scenario: {
      objects: [
        {
          name: 'Serra Angel',
          typeLine: 'Creature — Angel',
          power: 4,
          toughness: 4,
          colors: ['white'],
          abilities: ['Flying', 'Vigilance'],
        },
        { name: 'Colossus Hammer', typeLine: 'Artifact — Equipment', abilities: ['Equipped creature gets +10/+10 and loses flying.'] },
        { name: 'Rune of Flight', typeLine: 'Enchantment — Aura Rune', colors: ['blue'] },
      ],
      effects: [
        { source: 'Colossus Hammer', text: 'Equipped creature gets +10/+10 and loses flying.', order: 1, targets: ['Serra Angel'] },
        {
          source: 'Rune of Flight',
          text: 'Enchanted Equipment has "Equipped creature has flying."',
          order: 2,
          targets: ['Colossus Hammer'],
        },
        {
          source: 'Colossus Hammer (granted by Rune of Flight)',
          text: 'Equipped creature has flying.',
          order: 2.5,
          targets: ['Serra Angel'],
        },
      ],
    },
    expected: {
      'Serra Angel': { abilities: ['Flying', 'Vigilance'], power: 14, toughness: 14, rules: ['613.1f', '613.7'] },
      'Colossus Hammer': { abilities: ['Equipped creature gets +10/+10 and loses flying.', 'Equipped creature has flying.'] },
    },
  },
];
