// Land and card types in layer 4: Blood Moon, Urborg, Life and Limb, Dryad Arbor, lands and artifacts that become creatures.
// Each result is reasoned from the CR and rulings, not from running the engine.
import {
  bloodMoon,
  citadel,
  colonnade,
  dryadArbor,
  flagstones,
  glorySeeker,
  harbor,
  humility,
  imprisonedText,
  lifeAndLimb,
  magus,
  mutavault,
  mutavaultText,
  saprolingToken,
  songText,
  urborg,
  yavimayaText,
} from './cards.ts';
import { inTimestampOrder, type CardWithAbility } from './effects.ts';
import type { ExampleScenario } from './model.ts';

/** One board, a Saproling token and Dryad Arbor, under Blood Moon and Life and Limb in the order given: a dependency loop. */
const lifeAndLimbBloodMoonLoop = (...effects: readonly CardWithAbility[]) => ({
  objects: [saprolingToken, dryadArbor],
  effects: inTimestampOrder(...effects),
});

export const landTypesScenarios: readonly ExampleScenario[] = [
  {
    id: 'lands-still-lands',
    title: '"All lands are 1/1 creatures that are still lands" on artifact and legendary lands',
    description: 'Every prior card type and supertype stays (205.1b, 205.4b): an artifact land creature, a legendary land creature.',
    scenario: {
      objects: [citadel, flagstones],
      effects: inTimestampOrder({ source: 'An ability', text: 'All lands are 1/1 creatures that are still lands.' }),
    },
    expected: {
      'Darksteel Citadel': { cardTypes: ['Artifact', 'Land', 'Creature'], power: 1, toughness: 1 },
      'Flagstones of Trokair': { supertypes: ['Legendary'], cardTypes: ['Land', 'Creature'], power: 1, toughness: 1 },
    },
  },
  {
    id: 'artifacts-artifact-creatures',
    title: '"All artifacts are 1/1 artifact creatures" on an artifact enchantment',
    description: '"Becomes an artifact creature" keeps every prior card type (205.1b): an artifact enchantment creature.',
    scenario: {
      objects: [{ name: 'Artifact enchantment', typeLine: 'Artifact Enchantment' }],
      effects: inTimestampOrder({ source: 'An ability', text: 'All artifacts are 1/1 artifact creatures.' }),
    },
    expected: { 'Artifact enchantment': { cardTypes: ['Artifact', 'Enchantment', 'Creature'], power: 1, toughness: 1 } },
  },
  {
    id: 'blood-moon-urborg',
    title: 'Blood Moon and Urborg, Tomb of Yawgmoth (Urborg earlier)',
    description:
      "Urborg's effect depends on Blood Moon: Blood Moon removes the ability that creates it (613.8a, 305.7), so Blood Moon applies " +
      'first and Urborg adds no Swamp anywhere, whatever the timestamps.',
    scenario: {
      objects: [urborg, { name: 'Forest', typeLine: 'Basic Land — Forest' }, harbor, bloodMoon],
      effects: inTimestampOrder(urborg, bloodMoon),
    },
    expected: {
      'Urborg, Tomb of Yawgmoth': {
        typeLine: 'Legendary Land — Mountain',
        abilities: ['{T}: Add {R}.'],
        why: ['depends on Blood Moon because applying Blood Moon changes whether'],
        rules: ['613.8a', '305.7'],
      },
      Forest: { typeLine: 'Basic Land — Forest', abilities: ['{T}: Add {G}.'] },
      'Hinterland Harbor': { typeLine: 'Land — Mountain', abilities: ['{T}: Add {R}.'] },
    },
  },
  {
    id: 'life-and-limb-dryad-arbor',
    title: 'Life and Limb with Dryad Arbor and a Saproling',
    description:
      'Types are added (205.1b); the color is set to green; a Saproling token becomes a Forest land with the Forest mana ability (305.6).',
    scenario: {
      objects: [dryadArbor, saprolingToken],
      effects: inTimestampOrder(lifeAndLimb),
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land Creature — Forest Dryad Saproling', power: 1, toughness: 1, colors: ['green'] },
      Saproling: { cardTypes: ['Creature', 'Land'], subtypes: ['Saproling', 'Forest'], abilities: ['{T}: Add {G}.'] },
    },
  },
  {
    id: 'blood-moon-dryad-arbor',
    title: 'Blood Moon and Dryad Arbor',
    description:
      'Dryad Arbor is a nonbasic land: its land type becomes Mountain (305.7) while its creature type Dryad stays (205.1a: only ' +
      'subtypes of the same kind are replaced).',
    scenario: {
      objects: [dryadArbor],
      effects: inTimestampOrder(bloodMoon),
    },
    expected: {
      'Dryad Arbor': {
        typeLine: 'Land Creature — Mountain Dryad',
        abilities: ['{T}: Add {R}.'],
        colors: ['green'],
        power: 1,
        toughness: 1,
      },
    },
  },
  {
    id: 'blood-moon-then-urborg',
    title: 'Blood Moon, then Urborg, Tomb of Yawgmoth (Blood Moon earlier)',
    description:
      'Blood Moon applies first by timestamp (613.7) and Urborg loses the ability that would generate its effect (305.7), so no land ' +
      'is a Swamp: the same result as the other order, where dependency (613.8a) decides.',
    scenario: {
      objects: [urborg, { name: 'Forest', typeLine: 'Basic Land — Forest' }, bloodMoon],
      effects: inTimestampOrder(bloodMoon, urborg),
    },
    expected: {
      'Urborg, Tomb of Yawgmoth': { typeLine: 'Legendary Land — Mountain', abilities: ['{T}: Add {R}.'], rules: ['305.7'] },
      Forest: { typeLine: 'Basic Land — Forest', abilities: ['{T}: Add {G}.'] },
    },
  },
  {
    id: 'blood-moon-animated-mutavault',
    title: 'Blood Moon on an animated Mutavault',
    description:
      'Blood Moon sets only the land type (305.7): the animation from the resolved ability keeps applying (613.6, 611.2c), so ' +
      'Mutavault is a 2/2 Land Creature — Mountain with every creature type; it loses its own abilities and taps for {R}.',
    scenario: {
      objects: [mutavault, bloodMoon],
      effects: inTimestampOrder({ source: 'Mutavault', text: mutavaultText }, bloodMoon),
    },
    expected: {
      Mutavault: {
        cardTypes: ['Land', 'Creature'],
        subtypes: ['Mountain'],
        allCreatureTypes: true,
        abilities: ['{T}: Add {R}.'],
        power: 2,
        toughness: 2,
      },
    },
  },
  {
    id: 'yavimaya-life-and-limb',
    title: 'Yavimaya, Cradle of Growth and Life and Limb (both timestamp orders give this)',
    description:
      'Life and Limb depends on Yavimaya: Yavimaya makes every land a Forest, changing what Life and Limb applies to (613.8a), so ' +
      'Yavimaya applies first whatever the timestamps: every land is a 1/1 green Saproling creature that is a Forest in addition.',
    scenario: {
      objects: [
        { name: 'Yavimaya, Cradle of Growth', typeLine: 'Legendary Land', abilities: [yavimayaText] },
        { name: 'Mountain', typeLine: 'Basic Land — Mountain' },
      ],
      effects: inTimestampOrder(lifeAndLimb, { source: 'Yavimaya, Cradle of Growth', text: yavimayaText }),
    },
    expected: {
      Mountain: {
        supertypes: ['Basic'],
        cardTypes: ['Land', 'Creature'],
        subtypes: ['Mountain', 'Forest', 'Saproling'],
        colors: ['green'],
        abilities: ['{T}: Add {R}.', '{T}: Add {G}.'],
        power: 1,
        toughness: 1,
        why: ['depends on Yavimaya, Cradle of Growth because'],
      },
      'Yavimaya, Cradle of Growth': {
        supertypes: ['Legendary'],
        cardTypes: ['Land', 'Creature'],
        subtypes: ['Forest', 'Saproling'],
        colors: ['green'],
        power: 1,
        toughness: 1,
      },
    },
  },
  {
    id: 'life-and-limb-blood-moon',
    title: 'Life and Limb and Blood Moon with a Saproling token (Blood Moon earlier)',
    description:
      'Blood Moon depends on Life and Limb: Life and Limb makes the Saproling a (nonbasic) land, changing what Blood Moon applies to ' +
      '(613.8a), so it applies first; Blood Moon then replaces Forest with Mountain (305.7). A basic Forest is untouched by Blood Moon.',
    scenario: {
      objects: [saprolingToken, { name: 'Forest', typeLine: 'Basic Land — Forest' }],
      effects: inTimestampOrder(bloodMoon, lifeAndLimb),
    },
    expected: {
      Saproling: {
        typeLine: 'Land Creature — Mountain Saproling',
        abilities: ['{T}: Add {R}.'],
        power: 1,
        toughness: 1,
        colors: ['green'],
        why: ['depends on Life and Limb because'],
      },
      Forest: {
        typeLine: 'Basic Land Creature — Forest Saproling',
        abilities: ['{T}: Add {G}.'],
        power: 1,
        toughness: 1,
        colors: ['green'],
      },
    },
  },
  {
    id: 'darksteel-mutation',
    title: 'Darksteel Mutation on Glory Seeker and on Dryad Arbor',
    description:
      '"[creature types] artifact creature" keeps every other card type and subtype but replaces the creature types (205.1b); the ' +
      'abilities are lost but indestructible (layer 6), even the Forest mana ability; base 0/1 (7b). Color is unchanged.',
    scenario: {
      objects: [glorySeeker, dryadArbor],
      effects: inTimestampOrder(
        {
          source: 'Darksteel Mutation',
          text:
            'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it ' +
            'loses all other abilities.',
          targets: ['Glory Seeker'],
        },
        {
          source: 'Darksteel Mutation #2',
          text:
            'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it ' +
            'loses all other abilities.',
          targets: ['Dryad Arbor'],
        },
      ),
    },
    expected: {
      'Glory Seeker': {
        typeLine: 'Artifact Creature — Insect',
        colors: ['white'],
        abilities: ['Indestructible'],
        power: 0,
        toughness: 1,
      },
      'Dryad Arbor': {
        cardTypes: ['Land', 'Creature', 'Artifact'],
        subtypes: ['Forest', 'Insect'],
        colors: ['green'],
        abilities: ['Indestructible'],
        power: 0,
        toughness: 1,
      },
    },
  },
  {
    id: 'kenrith-transformation-artifact-creature',
    title: "Kenrith's Transformation on an artifact creature",
    description:
      'Without "artifact creature" or "in addition", setting the type replaces every card type (205.1a): Steel Overseer is a green ' +
      'Creature — Elk 3/3 with no abilities, no longer an artifact.',
    scenario: {
      objects: [
        {
          name: 'Steel Overseer',
          typeLine: 'Artifact Creature — Construct',
          power: 1,
          toughness: 1,
          abilities: ['{T}: Put a +1/+1 counter on each artifact creature you control.'],
        },
      ],
      effects: inTimestampOrder({
        source: "Kenrith's Transformation",
        text: 'Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3.',
        targets: ['Steel Overseer'],
      }),
    },
    expected: { 'Steel Overseer': { typeLine: 'Creature — Elk', colors: ['green'], abilities: [], power: 3, toughness: 3 } },
  },
  {
    id: 'magus-humility-dryad-arbor',
    title: 'Magus of the Moon under Humility, with Dryad Arbor',
    description:
      "Magus's layer-4 effect applies before Humility removes the ability in layer 6, and keeps applying (613.6): Dryad Arbor is a " +
      "Mountain Dryad; Humility then removes every creature's abilities, the Mountain mana ability of Dryad Arbor included; both are " +
      '1/1.',
    scenario: {
      objects: [humility, magus, dryadArbor],
      effects: inTimestampOrder(magus, humility),
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad', abilities: [], power: 1, toughness: 1 },
      'Magus of the Moon': { abilities: [], power: 1, toughness: 1 },
    },
  },
  {
    id: 'song-of-the-dryads-creature-lands',
    title: 'Song of the Dryads on Dryad Arbor and on an animated Celestial Colonnade',
    description:
      'Setting the card type replaces Creature (205.1a), creature types go with it, the land type becomes Forest (305.7) and the color ' +
      'colorless: each is a colorless Land — Forest with "{T}: Add {G}." and no power or toughness (208.3). Flying and vigilance ' +
      'granted to the Colonnade by its resolved ability stay: 305.7 removes only rules-text and copy abilities.',
    scenario: {
      objects: [dryadArbor, colonnade],
      effects: inTimestampOrder(
        {
          source: 'Celestial Colonnade',
          text: "This land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
        },
        { source: 'Song of the Dryads', text: songText, targets: ['Dryad Arbor'] },
        { source: 'Song of the Dryads #2', text: songText, targets: ['Celestial Colonnade'] },
      ),
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land — Forest', colors: [], abilities: ['{T}: Add {G}.'], power: null, toughness: null },
      'Celestial Colonnade': {
        typeLine: 'Land — Forest',
        colors: [],
        abilities: ['{T}: Add {G}.', 'Flying', 'Vigilance'],
        power: null,
        toughness: null,
      },
    },
  },
  {
    id: 'imprisoned-in-the-moon',
    title: 'Imprisoned in the Moon on a Plains, a legendary planeswalker and Dryad Arbor',
    description:
      'Setting the card type to land replaces the others and the subtypes that go with them (205.1a); supertypes stay (205.4b, ruling: ' +
      'still legendary); land types stay, but their intrinsic mana abilities (305.6) are lost with every other ability in layer 6 ' +
      '(ruling: a Plains is still a Plains but taps only for {C}); colorless in layer 5.',
    scenario: {
      objects: [
        { name: 'Plains', typeLine: 'Basic Land — Plains' },
        {
          name: 'Jace, the Mind Sculptor',
          typeLine: 'Legendary Planeswalker — Jace',
          colors: ['blue'],
          abilities: ["+2: Look at the top card of target player's library. You may put that card on the bottom of that player's library."],
        },
        dryadArbor,
      ],
      effects: inTimestampOrder(
        { source: 'Imprisoned in the Moon', text: imprisonedText, targets: ['Plains'] },
        { source: 'Imprisoned in the Moon #2', text: imprisonedText, targets: ['Jace, the Mind Sculptor'] },
        { source: 'Imprisoned in the Moon #3', text: imprisonedText, targets: ['Dryad Arbor'] },
      ),
    },
    expected: {
      Plains: { typeLine: 'Basic Land — Plains', colors: [], abilities: ['{T}: Add {C}'], rules: ['305.6', '613.1f'] },
      'Jace, the Mind Sculptor': { typeLine: 'Legendary Land', colors: [], abilities: ['{T}: Add {C}'], power: null },
      'Dryad Arbor': { typeLine: 'Land — Forest', colors: [], abilities: ['{T}: Add {C}'], power: null, toughness: null },
    },
  },
  {
    id: 'life-and-limb-blood-moon-loop-blood-moon-earlier',
    title: 'Life and Limb and Blood Moon with Dryad Arbor and a Saproling: a dependency loop (Blood Moon earlier)',
    description:
      'Each depends on the other (613.8a): Blood Moon stops Dryad Arbor being a Forest for Life and Limb; Life and Limb makes the ' +
      'Saproling a land for Blood Moon. In a loop timestamps decide (613.8b): Blood Moon first, so Dryad Arbor is a Mountain Dryad ' +
      'that Life and Limb no longer affects, and the Saproling becomes a Forest land afterwards, untouched by Blood Moon.',
    scenario: lifeAndLimbBloodMoonLoop(bloodMoon, lifeAndLimb),
    expected: {
      Saproling: { typeLine: 'Land Creature — Forest Saproling', abilities: ['{T}: Add {G}.'] },
      'Dryad Arbor': {
        typeLine: 'Land Creature — Mountain Dryad',
        abilities: ['{T}: Add {R}.'],
        power: 1,
        toughness: 1,
        why: ['dependency loop with Life and Limb: the loop is applied in timestamp order (613.8b)'],
      },
    },
  },
  {
    id: 'life-and-limb-blood-moon-loop-life-and-limb-earlier',
    title: 'Life and Limb and Blood Moon with Dryad Arbor and a Saproling: a dependency loop (Life and Limb earlier)',
    description:
      'The same loop applied in the other timestamp order (613.8b): Life and Limb first makes both Forest Saproling lands, then Blood ' +
      'Moon makes both Mountains (305.7).',
    scenario: lifeAndLimbBloodMoonLoop(lifeAndLimb, bloodMoon),
    expected: {
      Saproling: { typeLine: 'Land Creature — Mountain Saproling', abilities: ['{T}: Add {R}.'] },
      'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad Saproling', abilities: ['{T}: Add {R}.'], power: 1, toughness: 1 },
    },
  },
];
