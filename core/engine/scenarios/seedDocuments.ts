// The examples of the seed documents (the type-changing article and rulings), each with the result the rules give
// (reasoned from the CR and rulings, not from running the engine).
import {
  attendedKnight,
  bloodMoon,
  citadel,
  colonnade,
  conspiracy,
  conspiracyText,
  flagstones,
  glorySeeker,
  harbor,
  magus,
  riseFromTheGraveText,
  skarrgText,
} from './cards.ts';
import { inTimestampOrder, type UntimedEffect } from './effects.ts';
import type { ExampleScenario, ExpectedObject } from './model.ts';

const prismaticOmen = {
  name: 'Prismatic Omen',
  typeLine: 'Enchantment',
  abilities: ['Lands you control are every basic land type in addition to their other types.'],
};
const leyline = { name: 'Leyline of Singularity', typeLine: 'Enchantment', abilities: ['All nonland permanents are legendary.'] };

/** The scenario of one spell or ability targeting one object, and what that object becomes. */
function oneEffectOn(
  object: { readonly name: string; readonly [field: string]: unknown },
  effect: UntimedEffect,
  becomes: ExpectedObject,
): Pick<ExampleScenario, 'scenario' | 'expected'> {
  return {
    scenario: { objects: [object], effects: inTimestampOrder({ ...effect, targets: [object.name] }) },
    expected: { [object.name]: becomes },
  };
}

export const seedDocumentsScenarios: readonly ExampleScenario[] = [
  {
    id: 'rise-from-the-grave',
    title: 'Rise from the Grave on Attended Knight',
    description:
      '"In addition to its other colors and types" keeps every prior type and color (205.1b): a white and black Human Knight Zombie.',
    ...oneEffectOn(
      attendedKnight,
      { source: 'Rise from the Grave', text: riseFromTheGraveText },
      {
        typeLine: 'Creature — Human Knight Zombie',
        subtypes: ['Human', 'Knight', 'Zombie'],
        colors: ['white', 'black'],
        power: 2,
        toughness: 2,
      },
    ),
  },
  {
    id: 'skarrg-mountain',
    title: 'Skarrg Guildmage on a Mountain',
    description: '"It\'s still a land" keeps Land, Basic and Mountain (205.1b); Elemental is a creature type, Mountain a land type.',
    ...oneEffectOn(
      { name: 'Mountain', typeLine: 'Basic Land — Mountain' },
      { source: 'Skarrg Guildmage', text: skarrgText },
      {
        typeLine: 'Basic Land Creature — Mountain Elemental',
        supertypes: ['Basic'],
        subtypes: ['Mountain', 'Elemental'],
        abilities: ['{T}: Add {R}.'],
        power: 4,
        toughness: 4,
      },
    ),
  },
  {
    id: 'skarrg-citadel',
    title: 'Skarrg Guildmage on Darksteel Citadel',
    description: 'Every prior card type stays (205.1b): an Artifact Land Creature — Elemental that is still indestructible.',
    ...oneEffectOn(
      citadel,
      { source: 'Skarrg Guildmage', text: skarrgText },
      {
        typeLine: 'Artifact Land Creature — Elemental',
        cardTypes: ['Artifact', 'Land', 'Creature'],
        abilities: ['Indestructible', '{T}: Add {C}.'],
        power: 4,
        toughness: 4,
      },
    ),
  },
  {
    id: 'prismatic-omen',
    title: 'Prismatic Omen with Flagstones of Trokair and Hinterland Harbor',
    description:
      'Both lands gain all five basic land types in addition (305.7, last sentence) and keep their abilities; no land becomes basic ' +
      'and Flagstones stays legendary (205.4b).',
    scenario: {
      objects: [flagstones, harbor, prismaticOmen],
      effects: inTimestampOrder(prismaticOmen),
    },
    expected: {
      'Flagstones of Trokair': {
        rules: ['305.7', '205.1b'],
        supertypes: ['Legendary'],
        subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'],
        abilities: [...flagstones.abilities, '{T}: Add {G}.', '{T}: Add {U}.', '{T}: Add {R}.', '{T}: Add {B}.'],
      },
      'Hinterland Harbor': {
        supertypes: [],
        subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'],
        abilities: [...harbor.abilities, '{T}: Add {W}.', '{T}: Add {G}.', '{T}: Add {U}.', '{T}: Add {R}.', '{T}: Add {B}.'],
      },
    },
  },
  {
    id: 'tezzeret-bident',
    title: 'Tezzeret, Agent of Bolas on Bident of Thassa',
    description:
      '"Becomes an artifact creature" keeps every prior type and supertype (205.1b): a Legendary Enchantment Artifact Creature 5/5 ' +
      'that keeps its abilities.',
    ...oneEffectOn(
      {
        name: 'Bident of Thassa',
        typeLine: 'Legendary Enchantment Artifact',
        colors: ['blue'],
        abilities: [
          'Whenever a creature you control deals combat damage to a player, you may draw a card.',
          '{1}{U}, {T}: Creatures your opponents control attack this turn if able.',
        ],
      },
      { source: 'Tezzeret, Agent of Bolas', text: 'Target artifact becomes an artifact creature with base power and toughness 5/5.' },
      {
        supertypes: ['Legendary'],
        cardTypes: ['Enchantment', 'Artifact', 'Creature'],
        power: 5,
        toughness: 5,
        abilities: [
          'Whenever a creature you control deals combat damage to a player, you may draw a card.',
          '{1}{U}, {T}: Creatures your opponents control attack this turn if able.',
        ],
      },
    ),
  },
  {
    id: 'turn-to-frog',
    title: "Turn to Frog on Ajani's Pridemate",
    description: 'Setting the creature type replaces Cat Soldier (205.1a); blue (layer 5), no abilities (layer 6), base 1/1 (layer 7b).',
    ...oneEffectOn(
      {
        name: "Ajani's Pridemate",
        typeLine: 'Creature — Cat Soldier',
        power: 2,
        toughness: 2,
        colors: ['white'],
        abilities: ['Whenever you gain life, put a +1/+1 counter on this creature.'],
      },
      {
        source: 'Turn to Frog',
        text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
      },
      { typeLine: 'Creature — Frog', colors: ['blue'], abilities: [], power: 1, toughness: 1 },
    ),
  },
  {
    id: 'conspiracy-figure',
    title: 'Conspiracy naming Weird, then Figure of Destiny',
    description:
      "Conspiracy makes creature spells and cards Weirds too; Figure of Destiny's later ability sets its creature types again (613.7 " +
      'timestamp order): Kithkin Spirit 2/2.',
    scenario: {
      objects: [
        conspiracy,
        { name: 'Figure of Destiny', typeLine: 'Creature — Kithkin', power: 1, toughness: 1, colors: ['red', 'white'] },
        {
          name: 'Figure of Destiny (spell)',
          typeLine: 'Creature — Kithkin',
          zone: 'stack',
          power: 1,
          toughness: 1,
          colors: ['red', 'white'],
        },
      ],
      effects: inTimestampOrder(
        { source: 'Conspiracy', text: conspiracyText, chosen: 'Weird' },
        { source: 'Figure of Destiny', text: 'This creature becomes a Kithkin Spirit with base power and toughness 2/2.' },
      ),
    },
    expected: {
      'Figure of Destiny': { subtypes: ['Kithkin', 'Spirit'], power: 2, toughness: 2 },
      'Figure of Destiny (spell)': { subtypes: ['Weird'] },
    },
  },
  {
    id: 'leyline-of-singularity',
    title: 'Leyline of Singularity with Glory Seeker and Intrepid Hero',
    description:
      'Gaining a supertype keeps everything else (205.4b): Legendary Creature — Human Soldier; the Leyline itself is legendary too.',
    scenario: {
      objects: [
        glorySeeker,
        {
          name: 'Intrepid Hero',
          typeLine: 'Creature — Human Soldier',
          power: 1,
          toughness: 1,
          colors: ['white'],
          abilities: ['{T}: Destroy target creature with power 4 or greater.'],
        },
        leyline,
      ],
      effects: inTimestampOrder(leyline),
    },
    expected: {
      'Glory Seeker': { typeLine: 'Legendary Creature — Human Soldier' },
      'Intrepid Hero': { typeLine: 'Legendary Creature — Human Soldier' },
      'Leyline of Singularity': { typeLine: 'Legendary Enchantment' },
    },
  },
  {
    id: 'convincing-mirage',
    title: 'Convincing Mirage (Forest) on Celestial Colonnade',
    description:
      'Setting a land type to a basic land type removes the old abilities and gives the intrinsic one (305.7): Land — Forest with only ' +
      '"{T}: Add {G}.", not basic.',
    scenario: {
      objects: [
        colonnade,
        { name: 'Convincing Mirage', typeLine: 'Enchantment — Aura', abilities: ['Enchanted land is the chosen type.'] },
      ],
      effects: inTimestampOrder({
        source: 'Convincing Mirage',
        text: 'Enchanted land is the chosen type.',
        targets: ['Celestial Colonnade'],
        chosen: 'Forest',
      }),
    },
    expected: { 'Celestial Colonnade': { typeLine: 'Land — Forest', supertypes: [], abilities: ['{T}: Add {G}.'], rules: ['305.7'] } },
  },
  {
    id: 'mizzium-blood-moon',
    title: 'Mizzium Transreliquat copying Darksteel Citadel, then Blood Moon',
    description:
      'The copy is a nonbasic land, so Blood Moon makes it a Mountain and removes the abilities from the copy effect (305.7); its card ' +
      'types stay: Artifact Land — Mountain with "{T}: Add {R}." only.',
    scenario: {
      objects: [
        {
          name: 'Mizzium Transreliquat',
          typeLine: 'Artifact',
          abilities: [
            '{3}: Mizzium Transreliquat becomes a copy of target artifact until end of turn.',
            '{1}{U}{R}: Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.',
          ],
        },
        citadel,
        bloodMoon,
      ],
      effects: inTimestampOrder(
        {
          source: 'Mizzium Transreliquat',
          text: 'Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.',
          targets: ['Darksteel Citadel'],
        },
        bloodMoon,
      ),
    },
    expected: {
      'Mizzium Transreliquat': { currentName: 'Darksteel Citadel', typeLine: 'Artifact Land — Mountain', abilities: ['{T}: Add {R}.'] },
      'Darksteel Citadel': { typeLine: 'Artifact Land — Mountain', abilities: ['{T}: Add {R}.'] },
    },
  },
  {
    id: 'leafdrake-magus',
    title: 'Leafdrake Roost and Magus of the Moon on Celestial Colonnade',
    description: 'An ability granted by another effect stays whatever the timestamps (305.7): Mountain mana and the Drake ability.',
    scenario: {
      objects: [colonnade, magus],
      effects: inTimestampOrder(
        {
          source: 'Leafdrake Roost',
          text: 'Enchanted land has "{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying."',
          targets: ['Celestial Colonnade'],
        },
        magus,
      ),
    },
    expected: {
      'Celestial Colonnade': {
        typeLine: 'Land — Mountain',
        abilities: ['{T}: Add {R}.', '{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying.'],
      },
    },
  },
];
