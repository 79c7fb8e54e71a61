// Creature types and control: Conspiracy, changelings, an animated Mutavault, Act of Treason, text-changing a creature type.
// Each result is reasoned from the CR and rulings, not from running the engine.
import {
  changelingOutcast,
  changelingText,
  clone,
  cloneText,
  conspiracy,
  conspiracyText,
  glorySeeker,
  goblinGuide,
  goblinKing,
  grizzlyBears,
  mutavault,
  mutavaultText,
} from './cards.ts';
import { inTimestampOrder } from './effects.ts';
import type { ExampleScenario } from './model.ts';

export const creatureTypesScenarios: readonly ExampleScenario[] = [
  {
    id: 'conspiracy-mutavault',
    title: 'Conspiracy (Elf) and an animated Mutavault (Mutavault later)',
    description:
      "Conspiracy depends on Mutavault's effect: it makes Mutavault a creature, changing what Conspiracy applies to (613.8a), so " +
      "Mutavault's applies first and Mutavault is only an Elf.",
    scenario: {
      objects: [conspiracy, mutavault],
      effects: inTimestampOrder(
        {
          source: 'Conspiracy',
          text: conspiracyText,
          chosen: 'Elf',
        },
        {
          source: 'Mutavault',
          text: mutavaultText,
        },
      ),
    },
    expected: {
      Mutavault: {
        typeLine: 'Land Creature — Elf',
        allCreatureTypes: false,
        power: 2,
        toughness: 2,
        why: ['depends on Mutavault because applying Mutavault changes what it applies to'],
      },
    },
  },
  {
    id: 'changeling-loses-creature-types',
    title: 'A changeling that loses all creature types (the loss has the earlier timestamp)',
    description:
      'Changeling is a characteristic-defining ability, applied first in layer 4 (613.3, 702.73a); "loses all creature types" then ' +
      'removes them all.',
    scenario: {
      objects: [changelingOutcast],
      effects: inTimestampOrder(
        { source: 'An effect', text: 'Target creature loses all creature types.', targets: ['Changeling Outcast'] },
        { source: 'Changeling Outcast', text: changelingText, characteristicDefining: true },
      ),
    },
    expected: {
      'Changeling Outcast': {
        typeLine: 'Creature',
        subtypes: [],
        allCreatureTypes: false,
        why: ['characteristic-defining ability, applied first (613.3)'],
        rules: ['702.73a'],
      },
    },
  },
  {
    id: 'conspiracy-changeling',
    title: 'Conspiracy (Elf) and a changeling, on the battlefield and in the library',
    description:
      'Changeling is a characteristic-defining ability and applies first in layer 4 (613.3, 702.73a); Conspiracy then sets the ' +
      'creature types (205.1a): only an Elf, in both zones. No dependency between a CDA and a non-CDA (613.8a(c)).',
    scenario: {
      objects: [
        conspiracy,
        changelingOutcast,
        {
          name: 'Woodland Changeling',
          typeLine: 'Creature — Shapeshifter',
          zone: 'library',
          power: 2,
          toughness: 2,
          colors: ['green'],
          abilities: ['Changeling'],
        },
      ],
      effects: inTimestampOrder(
        { source: 'Conspiracy', text: conspiracyText, chosen: 'Elf' },
        { source: 'Changeling Outcast', text: changelingText, characteristicDefining: true },
        { source: 'Woodland Changeling', text: changelingText, characteristicDefining: true },
      ),
    },
    expected: {
      'Changeling Outcast': { typeLine: 'Creature — Elf', subtypes: ['Elf'], allCreatureTypes: false },
      'Woodland Changeling': { typeLine: 'Creature — Elf', subtypes: ['Elf'], allCreatureTypes: false },
    },
  },
  {
    id: 'mutavault-then-conspiracy',
    title: 'An animated Mutavault, then Conspiracy (Elf) (Mutavault earlier)',
    description:
      "Timestamps and dependency agree: Mutavault's effect applies first (it makes Mutavault a creature, 613.8a), then Conspiracy " +
      'replaces every creature type with Elf (205.1a).',
    scenario: {
      objects: [conspiracy, mutavault],
      effects: inTimestampOrder(
        { source: 'Mutavault', text: mutavaultText },
        { source: 'Conspiracy', text: conspiracyText, chosen: 'Elf' },
      ),
    },
    expected: { Mutavault: { typeLine: 'Land Creature — Elf', allCreatureTypes: false, power: 2, toughness: 2 } },
  },
  {
    id: 'amoeboid-gains-and-loses-creature-types',
    title: 'Amoeboid Changeling: gaining and losing all creature types, both orders',
    description:
      'Neither is a characteristic-defining ability, so timestamps decide (613.7): the later effect wins. Glory Seeker gains then ' +
      'loses: no creature type; Grizzly Bears loses then gains: every creature type (205.3m).',
    scenario: {
      objects: [{ name: 'Glory Seeker', typeLine: 'Creature — Human Soldier', power: 2, toughness: 2 }, grizzlyBears],
      effects: inTimestampOrder(
        {
          source: 'Amoeboid Changeling',
          text: 'Target creature gains all creature types until end of turn.',
          targets: ['Glory Seeker'],
        },
        {
          source: 'Amoeboid Changeling #2',
          text: 'Target creature loses all creature types until end of turn.',
          targets: ['Glory Seeker'],
        },
        {
          source: 'Amoeboid Changeling #3',
          text: 'Target creature loses all creature types until end of turn.',
          targets: ['Grizzly Bears'],
        },
        {
          source: 'Amoeboid Changeling #4',
          text: 'Target creature gains all creature types until end of turn.',
          targets: ['Grizzly Bears'],
        },
      ),
    },
    expected: {
      'Glory Seeker': { typeLine: 'Creature', subtypes: [], allCreatureTypes: false },
      'Grizzly Bears': { subtypes: [], allCreatureTypes: true },
    },
  },
  {
    id: 'act-of-treason-conspiracy',
    title: "Act of Treason on an opponent's creature under your Conspiracy (Elf)",
    description:
      'Control changes in layer 2, before types in layer 4 (613.1b, 613.1d), so the stolen Glory Seeker is one of "creatures you ' +
      'control" for Conspiracy: an Elf with haste (layer 6, 613.6).',
    scenario: {
      objects: [{ ...glorySeeker, controller: 'opponent', owner: 'opponent' }, conspiracy],
      effects: inTimestampOrder(
        { source: 'Conspiracy', text: conspiracyText, chosen: 'Elf' },
        {
          source: 'Act of Treason',
          text: 'Gain control of target creature until end of turn. It gains haste until end of turn.',
          targets: ['Glory Seeker'],
        },
      ),
    },
    expected: { 'Glory Seeker': { typeLine: 'Creature — Elf', abilities: ['Haste'], rules: ['613.1b'] } },
  },
  {
    id: 'artificial-evolution-on-goblin-king',
    title: 'Artificial Evolution on Goblin King (Goblin → Elf), and a Clone of it',
    description:
      'The text change reaches the type line and the rules text (612.1): Goblin King is an Elf whose ability pumps other Elves, not ' +
      'Goblins. Clone copies only copiable values (707.2), which a text change is not: it is a Goblin with the printed "Other ' +
      'Goblins …" ability, which gives Goblin Guide +1/+1 and mountainwalk (611.3).',
    scenario: {
      objects: [
        goblinKing,
        { name: 'Llanowar Elves', typeLine: 'Creature — Elf Druid', power: 1, toughness: 1, colors: ['green'] },
        goblinGuide,
        clone,
      ],
      effects: inTimestampOrder(
        goblinKing,
        {
          source: 'Artificial Evolution',
          text:
            'Change the text of target spell or permanent by replacing all instances of one creature type with another. The new ' +
            "creature type can't be Wall. (This effect lasts indefinitely.)",
          targets: ['Goblin King'],
          chosen: 'Goblin → Elf',
        },
        { source: 'Clone', text: cloneText, targets: ['Goblin King'] },
      ),
    },
    expected: {
      'Goblin King': { typeLine: 'Creature — Elf', abilities: ['Other Elves get +1/+1 and have mountainwalk.'], power: 2, toughness: 2 },
      'Llanowar Elves': { power: 2, toughness: 2, abilities: ['Mountainwalk'] },
      'Goblin Guide': { power: 3, toughness: 3, abilities: ['Mountainwalk'] },
      Clone: {
        currentName: 'Goblin King',
        typeLine: 'Creature — Goblin',
        abilities: goblinKing.abilities,
        rules: ['707.2'],
      },
    },
  },
];
