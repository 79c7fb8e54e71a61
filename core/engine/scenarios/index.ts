// Ready-made scenarios: every example of the seed documents plus well-known dependency cases, each with the
// result the rules give (reasoned from the CR and rulings, not from running the engine).

/** What an object must look like after the layers; only the fields given are checked. */
export interface ExpectedObject {
  readonly currentName?: string;
  readonly typeLine?: string;
  readonly supertypes?: readonly string[];
  readonly cardTypes?: readonly string[];
  /** Compared as a set. */
  readonly subtypes?: readonly string[];
  readonly allCreatureTypes?: boolean;
  readonly colors?: readonly string[];
  /** Compared as a set. */
  readonly abilities?: readonly string[];
  readonly power?: number | null;
  readonly toughness?: number | null;
  /** Phrases some trace step must give as its reason ("depends on Blood Moon", "dependency loop"). */
  readonly why?: readonly string[];
  /** Rules some trace step must cite. */
  readonly rules?: readonly string[];
}

export interface ExampleScenario {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly scenario: { readonly objects: readonly object[]; readonly effects: readonly object[] };
  readonly expected: Readonly<Record<string, ExpectedObject>>;
}

const citadel = { name: 'Darksteel Citadel', typeLine: 'Artifact Land', abilities: ['Indestructible', '{T}: Add {C}.'] };
const colonnade = {
  name: 'Celestial Colonnade',
  typeLine: 'Land',
  abilities: [
    'This land enters tapped.',
    '{T}: Add {W} or {U}.',
    "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
  ],
};
const flagstones = {
  name: 'Flagstones of Trokair',
  typeLine: 'Legendary Land',
  abilities: [
    '{T}: Add {W}.',
    'When this land is put into a graveyard from the battlefield, you may search your library for a Plains card, put it onto the ' +
      'battlefield tapped, then shuffle.',
  ],
};
const harbor = {
  name: 'Hinterland Harbor',
  typeLine: 'Land',
  abilities: ['This land enters tapped unless you control a Forest or an Island.', '{T}: Add {G} or {U}.'],
};
const bloodMoonText = 'Nonbasic lands are Mountains.';
const imprisonedText = 'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.';
const bloodMoon = { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], abilities: [bloodMoonText] };
const clone = { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] };
const phantasmalTrigger = 'When this creature becomes the target of a spell or ability, sacrifice it.';
const phantasmalText =
  `You may have this creature enter as a copy of a creature on the battlefield, except it's an Illusion in ` +
  `addition to its other types and it has "${phantasmalTrigger}"`;
const goblinKingText = 'Other Goblins get +1/+1 and have mountainwalk.';
const gideonText =
  "As long as it's your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still a planeswalker.";
const humilityText = 'All creatures lose all abilities and have base power and toughness 1/1.';
const opalescenceText =
  'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to ' +
  'its mana value.';
const glorySeeker = { name: 'Glory Seeker', typeLine: 'Creature — Human Soldier', power: 2, toughness: 2, colors: ['white'] };
const dryadArbor = { name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'] };
const urborg = {
  name: 'Urborg, Tomb of Yawgmoth',
  typeLine: 'Legendary Land',
  abilities: ['Each land is a Swamp in addition to its other land types.'],
};
const mutavaultText = "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.";
const mutavault = { name: 'Mutavault', typeLine: 'Land', abilities: ['{T}: Add {C}.', `{1}: ${mutavaultText}`] };
const conspiracyText =
  "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't " +
  'on the battlefield.';
const conspiracy = { name: 'Conspiracy', typeLine: 'Enchantment', abilities: [conspiracyText] };
const humility = { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] };
const magus = {
  name: 'Magus of the Moon',
  typeLine: 'Creature — Human Wizard',
  power: 2,
  toughness: 2,
  colors: ['red'],
  abilities: [bloodMoonText],
};
const lifeAndLimbText =
  'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.';
const yavimayaText = 'Each land is a Forest in addition to its other land types.';
const songText = 'Enchanted permanent is a colorless Forest land.';
const goyfText =
  "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.";

export const exampleScenarios: readonly ExampleScenario[] = [
  {
    id: 'rise-from-the-grave',
    title: 'Rise from the Grave on Attended Knight',
    description:
      '"In addition to its other colors and types" keeps every prior type and color (205.1b): a white and black Human Knight Zombie.',
    scenario: {
      objects: [
        {
          name: 'Attended Knight',
          typeLine: 'Creature — Human Knight',
          power: 2,
          toughness: 2,
          colors: ['white'],
          abilities: ['First strike', 'When this creature enters, create a 1/1 white Soldier creature token.'],
        },
      ],
      effects: [
        {
          source: 'Rise from the Grave',
          text: 'That creature is a black Zombie in addition to its other colors and types.',
          order: 1,
          targets: ['Attended Knight'],
        },
      ],
    },
    expected: {
      'Attended Knight': {
        typeLine: 'Creature — Human Knight Zombie',
        subtypes: ['Human', 'Knight', 'Zombie'],
        colors: ['white', 'black'],
        power: 2,
        toughness: 2,
      },
    },
  },
  {
    id: 'skarrg-mountain',
    title: 'Skarrg Guildmage on a Mountain',
    description: '"It\'s still a land" keeps Land, Basic and Mountain (205.1b); Elemental is a creature type, Mountain a land type.',
    scenario: {
      objects: [{ name: 'Mountain', typeLine: 'Basic Land — Mountain' }],
      effects: [
        {
          source: 'Skarrg Guildmage',
          text: "Target land you control becomes a 4/4 Elemental creature until end of turn. It's still a land.",
          order: 1,
          targets: ['Mountain'],
        },
      ],
    },
    expected: {
      Mountain: {
        typeLine: 'Basic Land Creature — Mountain Elemental',
        supertypes: ['Basic'],
        subtypes: ['Mountain', 'Elemental'],
        abilities: ['{T}: Add {R}.'],
        power: 4,
        toughness: 4,
      },
    },
  },
  {
    id: 'skarrg-citadel',
    title: 'Skarrg Guildmage on Darksteel Citadel',
    description: 'Every prior card type stays (205.1b): an Artifact Land Creature — Elemental that is still indestructible.',
    scenario: {
      objects: [citadel],
      effects: [
        {
          source: 'Skarrg Guildmage',
          text: "Target land you control becomes a 4/4 Elemental creature until end of turn. It's still a land.",
          order: 1,
          targets: ['Darksteel Citadel'],
        },
      ],
    },
    expected: {
      'Darksteel Citadel': {
        typeLine: 'Artifact Land Creature — Elemental',
        cardTypes: ['Artifact', 'Land', 'Creature'],
        abilities: ['Indestructible', '{T}: Add {C}.'],
        power: 4,
        toughness: 4,
      },
    },
  },
  {
    id: 'prismatic-omen',
    title: 'Prismatic Omen with Flagstones of Trokair and Hinterland Harbor',
    description:
      'Both lands gain all five basic land types in addition (305.7, last sentence) and keep their abilities; no land becomes basic ' +
      'and Flagstones stays legendary (205.4b).',
    scenario: {
      objects: [
        flagstones,
        harbor,
        {
          name: 'Prismatic Omen',
          typeLine: 'Enchantment',
          abilities: ['Lands you control are every basic land type in addition to their other types.'],
        },
      ],
      effects: [
        { source: 'Prismatic Omen', text: 'Lands you control are every basic land type in addition to their other types.', order: 1 },
      ],
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
    scenario: {
      objects: [
        {
          name: 'Bident of Thassa',
          typeLine: 'Legendary Enchantment Artifact',
          colors: ['blue'],
          abilities: [
            'Whenever a creature you control deals combat damage to a player, you may draw a card.',
            '{1}{U}, {T}: Creatures your opponents control attack this turn if able.',
          ],
        },
      ],
      effects: [
        {
          source: 'Tezzeret, Agent of Bolas',
          text: 'Target artifact becomes an artifact creature with base power and toughness 5/5.',
          order: 1,
          targets: ['Bident of Thassa'],
        },
      ],
    },
    expected: {
      'Bident of Thassa': {
        supertypes: ['Legendary'],
        cardTypes: ['Enchantment', 'Artifact', 'Creature'],
        power: 5,
        toughness: 5,
        abilities: [
          'Whenever a creature you control deals combat damage to a player, you may draw a card.',
          '{1}{U}, {T}: Creatures your opponents control attack this turn if able.',
        ],
      },
    },
  },
  {
    id: 'turn-to-frog',
    title: "Turn to Frog on Ajani's Pridemate",
    description: 'Setting the creature type replaces Cat Soldier (205.1a); blue (layer 5), no abilities (layer 6), base 1/1 (layer 7b).',
    scenario: {
      objects: [
        {
          name: "Ajani's Pridemate",
          typeLine: 'Creature — Cat Soldier',
          power: 2,
          toughness: 2,
          colors: ['white'],
          abilities: ['Whenever you gain life, put a +1/+1 counter on this creature.'],
        },
      ],
      effects: [
        {
          source: 'Turn to Frog',
          text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
          order: 1,
          targets: ["Ajani's Pridemate"],
        },
      ],
    },
    expected: { "Ajani's Pridemate": { typeLine: 'Creature — Frog', colors: ['blue'], abilities: [], power: 1, toughness: 1 } },
  },
  {
    id: 'conspiracy-figure',
    title: 'Conspiracy naming Weird, then Figure of Destiny',
    description:
      "Conspiracy makes creature spells and cards Weirds too; Figure of Destiny's later ability sets its creature types again (613.7 " +
      'timestamp order): Kithkin Spirit 2/2.',
    scenario: {
      objects: [
        {
          name: 'Conspiracy',
          typeLine: 'Enchantment',
          abilities: [
            'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own ' +
              "that aren't on the battlefield.",
          ],
        },
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
      effects: [
        {
          source: 'Conspiracy',
          text:
            'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you ' +
            "own that aren't on the battlefield.",
          order: 1,
          chosen: 'Weird',
        },
        { source: 'Figure of Destiny', text: 'This creature becomes a Kithkin Spirit with base power and toughness 2/2.', order: 2 },
      ],
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
        { name: 'Leyline of Singularity', typeLine: 'Enchantment', abilities: ['All nonland permanents are legendary.'] },
      ],
      effects: [{ source: 'Leyline of Singularity', text: 'All nonland permanents are legendary.', order: 1 }],
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
      effects: [
        {
          source: 'Convincing Mirage',
          text: 'Enchanted land is the chosen type.',
          order: 1,
          targets: ['Celestial Colonnade'],
          chosen: 'Forest',
        },
      ],
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
      effects: [
        {
          source: 'Mizzium Transreliquat',
          text: 'Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.',
          order: 1,
          targets: ['Darksteel Citadel'],
        },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
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
      objects: [
        colonnade,
        {
          name: 'Magus of the Moon',
          typeLine: 'Creature — Human Wizard',
          power: 2,
          toughness: 2,
          colors: ['red'],
          abilities: [bloodMoonText],
        },
      ],
      effects: [
        {
          source: 'Leafdrake Roost',
          text: 'Enchanted land has "{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying."',
          order: 1,
          targets: ['Celestial Colonnade'],
        },
        { source: 'Magus of the Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: {
      'Celestial Colonnade': {
        typeLine: 'Land — Mountain',
        abilities: ['{T}: Add {R}.', '{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying.'],
      },
    },
  },
  {
    id: 'evil-twin-turn',
    title: 'Evil Twin copying Stormbreath Dragon under Turn',
    description:
      "A copy takes only copiable values (707.2); Turn's layer 4–7 effects are not copied: Evil Twin is a 4/4 red Dragon with flying, " +
      'haste and protection from white.',
    scenario: {
      objects: [
        {
          name: 'Stormbreath Dragon',
          typeLine: 'Creature — Dragon',
          power: 4,
          toughness: 4,
          colors: ['red'],
          abilities: ['Flying', 'Haste', 'Protection from white'],
        },
        { name: 'Evil Twin', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue', 'black'] },
      ],
      effects: [
        {
          source: 'Turn',
          text: 'Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.',
          order: 1,
          targets: ['Stormbreath Dragon'],
        },
        {
          source: 'Evil Twin',
          text:
            'Evil Twin enters as a copy of target creature, except it has "{U}{B}, {T}: Destroy target creature with the same name ' +
            'as this creature."',
          order: 2,
          targets: ['Stormbreath Dragon'],
        },
      ],
    },
    expected: {
      'Evil Twin': {
        currentName: 'Stormbreath Dragon',
        typeLine: 'Creature — Dragon',
        colors: ['red'],
        power: 4,
        toughness: 4,
        abilities: [
          'Flying',
          'Haste',
          'Protection from white',
          '{U}{B}, {T}: Destroy target creature with the same name as this creature.',
        ],
      },
      'Stormbreath Dragon': { typeLine: 'Creature — Weird', colors: ['red'], abilities: [], power: 0, toughness: 1 },
    },
  },
  {
    id: 'clone-chimeric-staff',
    title: 'Clone copying an animated Chimeric Staff',
    description: 'The animation is not copiable (707.2): Clone becomes a noncreature Artifact named Chimeric Staff with its ability.',
    scenario: {
      objects: [
        {
          name: 'Chimeric Staff',
          typeLine: 'Artifact',
          abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'],
        },
        clone,
      ],
      effects: [
        { source: 'Chimeric Staff', text: 'This artifact becomes a 3/3 Construct artifact creature until end of turn.', order: 1 },
        { source: 'Clone', text: 'This creature enters as a copy of target artifact.', order: 2, targets: ['Chimeric Staff'] },
      ],
    },
    expected: {
      'Chimeric Staff': { typeLine: 'Artifact Creature — Construct', power: 3, toughness: 3 },
      Clone: {
        currentName: 'Chimeric Staff',
        typeLine: 'Artifact',
        power: null,
        toughness: null,
        colors: [],
        abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'],
      },
    },
  },
  {
    id: 'lands-still-lands',
    title: '"All lands are 1/1 creatures that are still lands" on artifact and legendary lands',
    description: 'Every prior card type and supertype stays (205.1b, 205.4b): an artifact land creature, a legendary land creature.',
    scenario: {
      objects: [citadel, flagstones],
      effects: [{ source: 'An ability', text: 'All lands are 1/1 creatures that are still lands.', order: 1 }],
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
      effects: [{ source: 'An ability', text: 'All artifacts are 1/1 artifact creatures.', order: 1 }],
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
      objects: [
        {
          name: 'Urborg, Tomb of Yawgmoth',
          typeLine: 'Legendary Land',
          abilities: ['Each land is a Swamp in addition to its other land types.'],
        },
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
        harbor,
        bloodMoon,
      ],
      effects: [
        { source: 'Urborg, Tomb of Yawgmoth', text: 'Each land is a Swamp in addition to its other land types.', order: 1 },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
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
    id: 'humility-then-opalescence',
    title: 'Humility, then Opalescence (Humility earlier)',
    description:
      "No dependency in layer 7b; timestamps decide (613.7): Opalescence's later effect makes Humility 4/4; other creatures are 1/1 " +
      'with no abilities. Opalescence is not a creature ("each other").',
    scenario: {
      objects: [
        { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] },
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] },
        glorySeeker,
      ],
      effects: [
        { source: 'Humility', text: humilityText, order: 1 },
        { source: 'Opalescence', text: opalescenceText, order: 2 },
      ],
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
      objects: [
        { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] },
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] },
        glorySeeker,
      ],
      effects: [
        { source: 'Opalescence', text: opalescenceText, order: 1 },
        { source: 'Humility', text: humilityText, order: 2 },
      ],
    },
    expected: {
      Humility: { cardTypes: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilities: [] },
      'Glory Seeker': { power: 1, toughness: 1 },
    },
  },
  {
    id: 'conspiracy-mutavault',
    title: 'Conspiracy (Elf) and an animated Mutavault (Mutavault later)',
    description:
      "Conspiracy depends on Mutavault's effect: it makes Mutavault a creature, changing what Conspiracy applies to (613.8a), so " +
      "Mutavault's applies first and Mutavault is only an Elf.",
    scenario: {
      objects: [
        {
          name: 'Conspiracy',
          typeLine: 'Enchantment',
          abilities: [
            'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own ' +
              "that aren't on the battlefield.",
          ],
        },
        {
          name: 'Mutavault',
          typeLine: 'Land',
          abilities: [
            '{T}: Add {C}.',
            "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
          ],
        },
      ],
      effects: [
        {
          source: 'Conspiracy',
          text:
            'Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you ' +
            "own that aren't on the battlefield.",
          order: 1,
          chosen: 'Elf',
        },
        {
          source: 'Mutavault',
          text: "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
          order: 2,
        },
      ],
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
    id: 'life-and-limb-dryad-arbor',
    title: 'Life and Limb with Dryad Arbor and a Saproling',
    description:
      'Types are added (205.1b); the color is set to green; a Saproling token becomes a Forest land with the Forest mana ability (305.6).',
    scenario: {
      objects: [
        dryadArbor,
        { name: 'Saproling', typeLine: 'Creature — Saproling', token: true, power: 1, toughness: 1, colors: ['green'] },
      ],
      effects: [
        {
          source: 'Life and Limb',
          text: 'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.',
          order: 1,
        },
      ],
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
      effects: [{ source: 'Blood Moon', text: bloodMoonText, order: 1 }],
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
    id: 'changeling-loses-creature-types',
    title: 'A changeling that loses all creature types (the loss has the earlier timestamp)',
    description:
      'Changeling is a characteristic-defining ability, applied first in layer 4 (613.3, 702.73a); "loses all creature types" then ' +
      'removes them all.',
    scenario: {
      objects: [
        {
          name: 'Changeling Outcast',
          typeLine: 'Creature — Shapeshifter',
          power: 1,
          toughness: 1,
          colors: ['black'],
          abilities: ['Changeling'],
        },
      ],
      effects: [
        { source: 'An effect', text: 'Target creature loses all creature types.', order: 1, targets: ['Changeling Outcast'] },
        { source: 'Changeling Outcast', text: 'This creature is every creature type.', order: 2, characteristicDefining: true },
      ],
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
    id: 'blood-moon-then-urborg',
    title: 'Blood Moon, then Urborg, Tomb of Yawgmoth (Blood Moon earlier)',
    description:
      'Blood Moon applies first by timestamp (613.7) and Urborg loses the ability that would generate its effect (305.7), so no land ' +
      'is a Swamp: the same result as the other order, where dependency (613.8a) decides.',
    scenario: {
      objects: [urborg, { name: 'Forest', typeLine: 'Basic Land — Forest' }, bloodMoon],
      effects: [
        { source: 'Blood Moon', text: bloodMoonText, order: 1 },
        { source: 'Urborg, Tomb of Yawgmoth', text: 'Each land is a Swamp in addition to its other land types.', order: 2 },
      ],
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
      effects: [
        { source: 'Mutavault', text: mutavaultText, order: 1 },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
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
    id: 'conspiracy-changeling',
    title: 'Conspiracy (Elf) and a changeling, on the battlefield and in the library',
    description:
      'Changeling is a characteristic-defining ability and applies first in layer 4 (613.3, 702.73a); Conspiracy then sets the ' +
      'creature types (205.1a): only an Elf, in both zones. No dependency between a CDA and a non-CDA (613.8a(c)).',
    scenario: {
      objects: [
        conspiracy,
        {
          name: 'Changeling Outcast',
          typeLine: 'Creature — Shapeshifter',
          power: 1,
          toughness: 1,
          colors: ['black'],
          abilities: ['Changeling'],
        },
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
      effects: [
        { source: 'Conspiracy', text: conspiracyText, order: 1, chosen: 'Elf' },
        { source: 'Changeling Outcast', text: 'This creature is every creature type.', order: 2, characteristicDefining: true },
        { source: 'Woodland Changeling', text: 'This creature is every creature type.', order: 3, characteristicDefining: true },
      ],
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
      effects: [
        { source: 'Mutavault', text: mutavaultText, order: 1 },
        { source: 'Conspiracy', text: conspiracyText, order: 2, chosen: 'Elf' },
      ],
    },
    expected: { Mutavault: { typeLine: 'Land Creature — Elf', allCreatureTypes: false, power: 2, toughness: 2 } },
  },
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
      effects: [
        {
          source: "Painter's Servant",
          text: "All cards that aren't on the battlefield, spells, and permanents are blue in addition to their other colors.",
          order: 1,
        },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: {
      'Hinterland Harbor': { typeLine: 'Land — Mountain', colors: ['blue'], abilities: ['{T}: Add {R}.'] },
      'Blood Moon': { colors: ['red', 'blue'] },
      "Painter's Servant": { colors: ['blue'] },
      'Lightning Bolt': { colors: ['red', 'blue'] },
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
      effects: [
        { source: 'Life and Limb', text: lifeAndLimbText, order: 1 },
        { source: 'Yavimaya, Cradle of Growth', text: yavimayaText, order: 2 },
      ],
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
      objects: [
        { name: 'Saproling', typeLine: 'Creature — Saproling', token: true, power: 1, toughness: 1, colors: ['green'] },
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
      ],
      effects: [
        { source: 'Blood Moon', text: bloodMoonText, order: 1 },
        { source: 'Life and Limb', text: lifeAndLimbText, order: 2 },
      ],
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
      effects: [
        {
          source: 'Darksteel Mutation',
          text:
            'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it ' +
            'loses all other abilities.',
          order: 1,
          targets: ['Glory Seeker'],
        },
        {
          source: 'Darksteel Mutation #2',
          text:
            'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it ' +
            'loses all other abilities.',
          order: 2,
          targets: ['Dryad Arbor'],
        },
      ],
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
      effects: [
        {
          source: "Kenrith's Transformation",
          text: 'Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3.',
          order: 1,
          targets: ['Steel Overseer'],
        },
      ],
    },
    expected: { 'Steel Overseer': { typeLine: 'Creature — Elk', colors: ['green'], abilities: [], power: 3, toughness: 3 } },
  },
  {
    id: 'clone-mutavault',
    title: 'Clone copying an animated Mutavault',
    description: 'The animation is not copiable (707.2): Clone is a noncreature Land named Mutavault with its two abilities (seed 004).',
    scenario: {
      objects: [mutavault, clone],
      effects: [
        { source: 'Mutavault', text: mutavaultText, order: 1 },
        { source: 'Clone', text: 'This creature enters as a copy of target creature.', order: 2, targets: ['Mutavault'] },
      ],
    },
    expected: {
      Mutavault: { cardTypes: ['Land', 'Creature'], allCreatureTypes: true, power: 2, toughness: 2 },
      Clone: { currentName: 'Mutavault', typeLine: 'Land', colors: [], power: null, toughness: null, abilities: mutavault.abilities },
    },
  },
  {
    id: 'clone-rise-from-the-grave',
    title: 'Clone copying an Attended Knight made a black Zombie by Rise from the Grave',
    description:
      'Type- and color-changing effects are not copied (707.2): Clone is a white Creature — Human Knight 2/2 with first strike, not ' +
      'black and not a Zombie.',
    scenario: {
      objects: [
        {
          name: 'Attended Knight',
          typeLine: 'Creature — Human Knight',
          power: 2,
          toughness: 2,
          colors: ['white'],
          abilities: ['First strike'],
        },
        clone,
      ],
      effects: [
        {
          source: 'Rise from the Grave',
          text: 'That creature is a black Zombie in addition to its other colors and types.',
          order: 1,
          targets: ['Attended Knight'],
        },
        { source: 'Clone', text: 'This creature enters as a copy of target creature.', order: 2, targets: ['Attended Knight'] },
      ],
    },
    expected: {
      'Attended Knight': { subtypes: ['Human', 'Knight', 'Zombie'], colors: ['white', 'black'] },
      Clone: {
        currentName: 'Attended Knight',
        typeLine: 'Creature — Human Knight',
        colors: ['white'],
        abilities: ['First strike'],
        power: 2,
        toughness: 2,
      },
    },
  },
  {
    id: 'clone-dryad-arbor-blood-moon',
    title: 'Clone copying Dryad Arbor under Blood Moon',
    description:
      'The copy takes the printed Forest (707.2), then Blood Moon applies to the copy in its own right, a nonbasic land (305.7): both ' +
      'are Land Creature — Mountain Dryad.',
    scenario: {
      objects: [dryadArbor, clone],
      effects: [
        { source: 'Blood Moon', text: bloodMoonText, order: 1 },
        { source: 'Clone', text: 'This creature enters as a copy of target creature.', order: 2, targets: ['Dryad Arbor'] },
      ],
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad', abilities: ['{T}: Add {R}.'] },
      Clone: {
        currentName: 'Dryad Arbor',
        typeLine: 'Land Creature — Mountain Dryad',
        colors: ['green'],
        abilities: ['{T}: Add {R}.'],
        power: 1,
        toughness: 1,
      },
    },
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
      effects: [
        { source: 'Magus of the Moon', text: bloodMoonText, order: 1 },
        { source: 'Humility', text: humilityText, order: 2 },
      ],
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
      effects: [
        {
          source: 'Celestial Colonnade',
          text: "This land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
          order: 1,
        },
        { source: 'Song of the Dryads', text: songText, order: 2, targets: ['Dryad Arbor'] },
        { source: 'Song of the Dryads #2', text: songText, order: 3, targets: ['Celestial Colonnade'] },
      ],
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
    id: 'starfield-opalescence',
    title: 'Starfield of Nyx and Opalescence (five enchantments controlled)',
    description:
      'Each makes the other a creature (layer 4) with P/T equal to its mana value (7b); no dependency, as neither changes whether the ' +
      'other is a non-Aura enchantment (613.8a). Auras are not animated.',
    scenario: {
      objects: [
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] },
        { name: 'Starfield of Nyx', typeLine: 'Enchantment', manaValue: 5, colors: ['white'] },
        { name: 'Pacifism', typeLine: 'Enchantment — Aura', manaValue: 2, colors: ['white'] },
      ],
      effects: [
        { source: 'Opalescence', text: opalescenceText, order: 1 },
        {
          source: 'Starfield of Nyx',
          text:
            'Each other non-Aura enchantment you control is a creature in addition to its other types and has base power and base ' +
            'toughness each equal to its mana value.',
          order: 2,
        },
      ],
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
      effects: [
        { source: 'Honor of the Pure', text: 'White creatures you control get +1/+1.', order: 1 },
        { source: 'Whitewash', text: 'Target creature becomes white.', order: 2, targets: ['Black Knight'] },
        { source: 'Whitewash #2', text: 'Target creature becomes white.', order: 3, targets: ['Red Knight'] },
        { source: 'Redden', text: 'Target creature becomes red.', order: 4, targets: ['Red Knight'] },
      ],
    },
    expected: {
      'Black Knight': { colors: ['white'], power: 3, toughness: 3, rules: ['613.1e', '613.4c'] },
      'Red Knight': { colors: ['red'], power: 2, toughness: 2 },
    },
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
      effects: [
        { source: 'First effect', text: 'Target creature gets +0/+1.', order: 1, targets: ['A 1/3 creature'] },
        {
          source: 'Switch effect',
          text: "Switch target creature's power and toughness until end of turn.",
          order: 2,
          targets: ['A 1/3 creature'],
        },
        { source: 'Third effect', text: 'Target creature gets +5/+0.', order: 3, targets: ['A 1/3 creature'] },
      ],
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
      effects: [
        {
          source: 'March of the Machines',
          text: 'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
          order: 1,
        },
        { source: 'Humility', text: humilityText, order: 2 },
      ],
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
      effects: [{ source: 'An effect', text: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.', order: 1 }],
    },
    expected: {
      'Sol Ring': { typeLine: 'Artifact Creature', abilities: ['{T}: Add {C}{C}.'], power: 2, toughness: 2 },
      Ornithopter: { typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2 },
    },
  },
  {
    id: 'amoeboid-gains-and-loses-creature-types',
    title: 'Amoeboid Changeling: gaining and losing all creature types, both orders',
    description:
      'Neither is a characteristic-defining ability, so timestamps decide (613.7): the later effect wins. Glory Seeker gains then ' +
      'loses: no creature type; Grizzly Bears loses then gains: every creature type (205.3m).',
    scenario: {
      objects: [
        { name: 'Glory Seeker', typeLine: 'Creature — Human Soldier', power: 2, toughness: 2 },
        { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] },
      ],
      effects: [
        {
          source: 'Amoeboid Changeling',
          text: 'Target creature gains all creature types until end of turn.',
          order: 1,
          targets: ['Glory Seeker'],
        },
        {
          source: 'Amoeboid Changeling #2',
          text: 'Target creature loses all creature types until end of turn.',
          order: 2,
          targets: ['Glory Seeker'],
        },
        {
          source: 'Amoeboid Changeling #3',
          text: 'Target creature loses all creature types until end of turn.',
          order: 3,
          targets: ['Grizzly Bears'],
        },
        {
          source: 'Amoeboid Changeling #4',
          text: 'Target creature gains all creature types until end of turn.',
          order: 4,
          targets: ['Grizzly Bears'],
        },
      ],
    },
    expected: {
      'Glory Seeker': { typeLine: 'Creature', subtypes: [], allCreatureTypes: false },
      'Grizzly Bears': { subtypes: [], allCreatureTypes: true },
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
      effects: [
        { source: 'Blood Moon', text: bloodMoonText, order: 1 },
        {
          source: 'Magical Hack',
          text:
            'Change the text of target spell or permanent by replacing all instances of one basic land type with another. (This ' +
            'effect lasts indefinitely.)',
          order: 2,
          targets: ['Blood Moon'],
          chosen: 'Mountain → Island',
        },
      ],
    },
    expected: {
      'Blood Moon': { abilities: ['Nonbasic lands are Islands.'], rules: ['613.1c', '612.1'] },
      'Hinterland Harbor': { typeLine: 'Land — Island', abilities: ['{T}: Add {U}.'], rules: ['305.7', '612.1'] },
      Mountain: { typeLine: 'Basic Land — Mountain', abilities: ['{T}: Add {R}.'] },
    },
  },
  {
    id: 'artificial-evolution-on-goblin-king',
    title: 'Artificial Evolution on Goblin King (Goblin → Elf), and a Clone of it',
    description:
      'The text change reaches the type line and the rules text (612.1): Goblin King is an Elf whose ability pumps other Elves, not ' +
      'Goblins. Clone copies only copiable values (707.2), which a text change is not: it is a Goblin with the printed "Other ' +
      'Goblins …" ability.',
    scenario: {
      objects: [
        {
          name: 'Goblin King',
          typeLine: 'Creature — Goblin',
          power: 2,
          toughness: 2,
          colors: ['red'],
          abilities: ['Other Goblins get +1/+1 and have mountainwalk.'],
        },
        { name: 'Llanowar Elves', typeLine: 'Creature — Elf Druid', power: 1, toughness: 1, colors: ['green'] },
        { name: 'Goblin Guide', typeLine: 'Creature — Goblin Scout', power: 2, toughness: 2, colors: ['red'] },
        clone,
      ],
      effects: [
        { source: 'Goblin King', text: 'Other Goblins get +1/+1 and have mountainwalk.', order: 1 },
        {
          source: 'Artificial Evolution',
          text:
            'Change the text of target spell or permanent by replacing all instances of one creature type with another. The new ' +
            "creature type can't be Wall. (This effect lasts indefinitely.)",
          order: 2,
          targets: ['Goblin King'],
          chosen: 'Goblin → Elf',
        },
        { source: 'Clone', text: 'This creature enters as a copy of target creature.', order: 3, targets: ['Goblin King'] },
      ],
    },
    expected: {
      'Goblin King': { typeLine: 'Creature — Elf', abilities: ['Other Elves get +1/+1 and have mountainwalk.'], power: 2, toughness: 2 },
      'Llanowar Elves': { power: 2, toughness: 2, abilities: ['Mountainwalk'] },
      'Goblin Guide': { power: 2, toughness: 2, abilities: [] },
      Clone: {
        currentName: 'Goblin King',
        typeLine: 'Creature — Goblin',
        abilities: ['Other Goblins get +1/+1 and have mountainwalk.'],
        rules: ['707.2'],
      },
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
        { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] },
        { name: 'Storm Crow', typeLine: 'Creature — Bird', power: 1, toughness: 2, colors: ['blue'], abilities: ['Flying'] },
        { name: 'Coral Merfolk', typeLine: 'Creature — Merfolk', power: 2, toughness: 1, colors: ['blue'], controller: 'opponent' },
      ],
      effects: [
        { source: 'Heraldic Banner', text: 'Creatures you control of the chosen color get +1/+0.', order: 1, chosen: 'blue' },
        {
          source: "Painter's Servant",
          text: "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
          order: 2,
          chosen: 'blue',
        },
      ],
    },
    expected: {
      'Grizzly Bears': { colors: ['blue', 'green'], power: 3, toughness: 2, rules: ['613.1e', '613.4c'] },
      'Storm Crow': { power: 2, toughness: 2 },
      'Coral Merfolk': { colors: ['blue'], power: 2, toughness: 1 },
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
      effects: [
        { source: 'Imprisoned in the Moon', text: imprisonedText, order: 1, targets: ['Plains'] },
        { source: 'Imprisoned in the Moon #2', text: imprisonedText, order: 2, targets: ['Jace, the Mind Sculptor'] },
        { source: 'Imprisoned in the Moon #3', text: imprisonedText, order: 3, targets: ['Dryad Arbor'] },
      ],
    },
    expected: {
      Plains: { typeLine: 'Basic Land — Plains', colors: [], abilities: ['{T}: Add {C}'], rules: ['305.6', '613.1f'] },
      'Jace, the Mind Sculptor': { typeLine: 'Legendary Land', colors: [], abilities: ['{T}: Add {C}'], power: null },
      'Dryad Arbor': { typeLine: 'Land — Forest', colors: [], abilities: ['{T}: Add {C}'], power: null, toughness: null },
    },
  },
  {
    id: 'phantasmal-image-then-clone',
    title: 'Phantasmal Image copying Grizzly Bears, then Clone copying the Image',
    description:
      "The Image's exception is part of its copiable values (707.9a, 707.9b): it is a green Grizzly Bears, Creature — Bear Illusion " +
      '2/2 with the sacrifice trigger. Clone copies those values, exception included (707.2), so it is a Bear Illusion with the ' +
      "trigger too; its copy depends on the Image's (613.8a).",
    scenario: {
      objects: [
        { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] },
        { name: 'Phantasmal Image', typeLine: 'Creature — Illusion', power: 0, toughness: 0, colors: ['blue'] },
        clone,
      ],
      effects: [
        {
          source: 'Clone',
          text: 'This creature enters as a copy of a creature on the battlefield.',
          order: 2,
          targets: ['Phantasmal Image'],
        },
        { source: 'Phantasmal Image', text: phantasmalText, order: 1, targets: ['Grizzly Bears'] },
      ],
    },
    expected: {
      'Phantasmal Image': {
        currentName: 'Grizzly Bears',
        typeLine: 'Creature — Bear Illusion',
        colors: ['green'],
        power: 2,
        toughness: 2,
        abilities: [phantasmalTrigger],
        rules: ['707.9a', '707.9b'],
      },
      Clone: {
        currentName: 'Grizzly Bears',
        typeLine: 'Creature — Bear Illusion',
        colors: ['green'],
        power: 2,
        toughness: 2,
        abilities: [phantasmalTrigger],
        why: ['depends on Phantasmal Image because'],
      },
    },
  },
  {
    id: 'spark-double-legendary',
    title: 'Spark Double copying a legendary creature',
    description:
      '"It isn\'t legendary" modifies the copiable values (707.9b): Spark Double is a Thalia, Guardian of Thraben that is a ' +
      'nonlegendary Creature — Human Soldier, so the legend rule (704.5j) does not apply. Its extra +1/+1 counter is a replacement ' +
      'effect as it enters (614.1c), which the simulator names in a warning instead of applying.',
    scenario: {
      objects: [
        {
          name: 'Thalia, Guardian of Thraben',
          typeLine: 'Legendary Creature — Human Soldier',
          power: 2,
          toughness: 1,
          colors: ['white'],
          abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
        },
        { name: 'Spark Double', typeLine: 'Creature — Illusion', power: 0, toughness: 0, colors: ['blue'] },
      ],
      effects: [
        {
          source: 'Spark Double',
          text:
            'You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an ' +
            "additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a " +
            "planeswalker, and it isn't legendary.",
          order: 1,
          targets: ['Thalia, Guardian of Thraben'],
        },
      ],
    },
    expected: {
      'Spark Double': {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        supertypes: [],
        colors: ['white'],
        power: 2,
        toughness: 1,
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
        rules: ['707.9b'],
      },
      'Thalia, Guardian of Thraben': { typeLine: 'Legendary Creature — Human Soldier' },
    },
  },
  {
    id: 'helm-of-the-host-token',
    title: 'Helm of the Host: a token copy of a legendary creature',
    description:
      '"Except the token isn\'t legendary" modifies the token\'s copiable values (707.9b), so the legend rule (704.5j) keeps both; ' +
      '"That token gains haste" is a layer-6 effect, not a copiable value, so a Clone of the token would be a nonlegendary Thalia ' +
      "without haste (707.2). The token is the effect's source.",
    scenario: {
      objects: [
        {
          name: 'Thalia, Guardian of Thraben',
          typeLine: 'Legendary Creature — Human Soldier',
          power: 2,
          toughness: 1,
          colors: ['white'],
          abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
        },
        { name: 'Helm of the Host token', typeLine: 'Creature', token: true, power: 0, toughness: 0 },
        clone,
      ],
      effects: [
        {
          source: 'Helm of the Host token',
          text: "Create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.",
          order: 1,
          targets: ['Thalia, Guardian of Thraben'],
        },
        {
          source: 'Clone',
          text: 'This creature enters as a copy of a creature on the battlefield.',
          order: 2,
          targets: ['Helm of the Host token'],
        },
      ],
    },
    expected: {
      'Helm of the Host token': {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        colors: ['white'],
        power: 2,
        toughness: 1,
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.', 'Haste'],
        rules: ['707.9b', '613.1f'],
      },
      Clone: {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
      },
      'Thalia, Guardian of Thraben': {
        typeLine: 'Legendary Creature — Human Soldier',
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
      },
    },
  },
  {
    id: 'quicksilver-gargantuan-tarmogoyf-707-9d',
    title: "707.9d's example: Quicksilver Gargantuan copying Tarmogoyf",
    description:
      "The exception gives P/T values, so Tarmogoyf's characteristic-defining ability for P/T is not copied (707.9d): the Gargantuan " +
      'is a 7/7 Tarmogoyf without that ability, and the CDA listed for it does not apply. Here three card types are in graveyards, ' +
      'so Tarmogoyf is 3/4.',
    scenario: {
      objects: [
        { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 1, colors: ['green'], abilities: [goyfText] },
        { name: 'Quicksilver Gargantuan', typeLine: 'Creature — Shapeshifter', power: 7, toughness: 7, colors: ['blue'] },
      ],
      effects: [
        {
          source: 'Tarmogoyf',
          text: goyfText,
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
          order: 1,
          characteristicDefining: true,
        },
        {
          source: 'Quicksilver Gargantuan',
          text: "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
          order: 2,
          targets: ['Tarmogoyf'],
        },
        {
          source: 'Quicksilver Gargantuan',
          text: goyfText,
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
          order: 3,
          characteristicDefining: true,
        },
      ],
    },
    expected: {
      'Quicksilver Gargantuan': {
        currentName: 'Tarmogoyf',
        typeLine: 'Creature — Lhurgoyf',
        colors: ['green'],
        abilities: [],
        power: 7,
        toughness: 7,
        rules: ['707.9b', '707.9d'],
        why: ['no longer has the ability'],
      },
      Tarmogoyf: { power: 3, toughness: 4 },
    },
  },
  {
    id: 'color-of-your-choice-613-6',
    title: '613.6\'s example: "gets +1/+1 and becomes the color of your choice"',
    description:
      'One effect, two layers (613.6): the color of your choice (here blue, given in "chosen") applies in layer 5, the +1/+1 in layer ' +
      '7c; Grizzly Bears is a blue 3/3.',
    scenario: {
      objects: [{ name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] }],
      effects: [
        {
          source: 'Grizzly Bears',
          text: 'This creature gets +1/+1 and becomes the color of your choice until end of turn.',
          order: 1,
          chosen: 'blue',
        },
      ],
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
  {
    id: 'clone-goblin-king-humility',
    title: 'Clone copying Goblin King, then Humility',
    description:
      'Clone copies Goblin King\'s ability (707.2), so its "Other Goblins get +1/+1" is a static ability of Clone. Humility removes ' +
      "every creature's abilities in layer 6, before either +1/+1 would apply in 7c, and an effect from a static ability that its " +
      'source has lost does not apply (613.8a(b)): every creature is 1/1 with no abilities.',
    scenario: {
      objects: [
        { name: 'Goblin King', typeLine: 'Creature — Goblin', power: 2, toughness: 2, colors: ['red'], abilities: [goblinKingText] },
        clone,
        { name: 'Goblin Guide', typeLine: 'Creature — Goblin Scout', power: 2, toughness: 2, colors: ['red'] },
        { name: 'Humility', typeLine: 'Enchantment', abilities: [humilityText] },
      ],
      effects: [
        { source: 'Goblin King', text: goblinKingText, order: 1 },
        {
          source: 'Clone',
          text: 'You may have this creature enter as a copy of any creature on the battlefield.',
          order: 2,
          targets: ['Goblin King'],
        },
        { source: 'Clone', text: goblinKingText, order: 3 },
        { source: 'Humility', text: humilityText, order: 4 },
      ],
    },
    expected: {
      Clone: {
        currentName: 'Goblin King',
        abilities: [],
        power: 1,
        toughness: 1,
        why: ['no longer has the ability that generates it'],
        rules: ['613.8a'],
      },
      'Goblin Guide': { abilities: [], power: 1, toughness: 1 },
      'Goblin King': { abilities: [], power: 1, toughness: 1 },
    },
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
      effects: [
        { source: 'Gideon Blackblade', text: gideonText, order: 1, conditionHolds: true },
        { source: 'Humility', text: humilityText, order: 2 },
      ],
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
  {
    id: 'clone-copies-evil-twin',
    title: 'Clone copying Evil Twin that copied Stormbreath Dragon',
    description:
      "The exception of a copy effect is part of the copiable values (707.9a), and Clone's copy depends on Evil Twin's (613.8a: it " +
      "changes what Clone copies): Clone is a Stormbreath Dragon with Evil Twin's added ability.",
    scenario: {
      objects: [
        {
          name: 'Stormbreath Dragon',
          typeLine: 'Creature — Dragon',
          power: 4,
          toughness: 4,
          colors: ['red'],
          abilities: ['Flying', 'Haste', 'Protection from white'],
        },
        { name: 'Evil Twin', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue', 'black'] },
        clone,
      ],
      effects: [
        {
          source: 'Evil Twin',
          text:
            'Evil Twin enters as a copy of target creature, except it has "{U}{B}, {T}: Destroy target creature with the same name ' +
            'as this creature."',
          order: 1,
          targets: ['Stormbreath Dragon'],
        },
        { source: 'Clone', text: 'This creature enters as a copy of target creature.', order: 2, targets: ['Evil Twin'] },
      ],
    },
    expected: {
      Clone: {
        currentName: 'Stormbreath Dragon',
        typeLine: 'Creature — Dragon',
        colors: ['red'],
        power: 4,
        toughness: 4,
        abilities: [
          'Flying',
          'Haste',
          'Protection from white',
          '{U}{B}, {T}: Destroy target creature with the same name as this creature.',
        ],
        why: ['depends on Evil Twin because'],
        rules: ['707.2'],
      },
    },
  },
  {
    id: 'life-and-limb-blood-moon-loop-blood-moon-earlier',
    title: 'Life and Limb and Blood Moon with Dryad Arbor and a Saproling: a dependency loop (Blood Moon earlier)',
    description:
      'Each depends on the other (613.8a): Blood Moon stops Dryad Arbor being a Forest for Life and Limb; Life and Limb makes the ' +
      'Saproling a land for Blood Moon. In a loop timestamps decide (613.8b): Blood Moon first, so Dryad Arbor is a Mountain Dryad ' +
      'that Life and Limb no longer affects, and the Saproling becomes a Forest land afterwards, untouched by Blood Moon.',
    scenario: {
      objects: [
        { name: 'Saproling', typeLine: 'Creature — Saproling', token: true, power: 1, toughness: 1, colors: ['green'] },
        dryadArbor,
      ],
      effects: [
        { source: 'Blood Moon', text: bloodMoonText, order: 1 },
        { source: 'Life and Limb', text: lifeAndLimbText, order: 2 },
      ],
    },
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
    scenario: {
      objects: [
        { name: 'Saproling', typeLine: 'Creature — Saproling', token: true, power: 1, toughness: 1, colors: ['green'] },
        dryadArbor,
      ],
      effects: [
        { source: 'Life and Limb', text: lifeAndLimbText, order: 1 },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: {
      Saproling: { typeLine: 'Land Creature — Mountain Saproling', abilities: ['{T}: Add {R}.'] },
      'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad Saproling', abilities: ['{T}: Add {R}.'], power: 1, toughness: 1 },
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
      effects: [
        {
          source: 'March of the Machines',
          text: 'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
          order: 1,
        },
        { source: 'Mycosynth Lattice', text: 'All permanents are artifacts in addition to their other types.', order: 2 },
      ],
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
    id: 'act-of-treason-conspiracy',
    title: "Act of Treason on an opponent's creature under your Conspiracy (Elf)",
    description:
      'Control changes in layer 2, before types in layer 4 (613.1b, 613.1d), so the stolen Glory Seeker is one of "creatures you ' +
      'control" for Conspiracy: an Elf with haste (layer 6, 613.6).',
    scenario: {
      objects: [{ ...glorySeeker, controller: 'opponent', owner: 'opponent' }, conspiracy],
      effects: [
        { source: 'Conspiracy', text: conspiracyText, order: 1, chosen: 'Elf' },
        {
          source: 'Act of Treason',
          text: 'Gain control of target creature until end of turn. It gains haste until end of turn.',
          order: 2,
          targets: ['Glory Seeker'],
        },
      ],
    },
    expected: { 'Glory Seeker': { typeLine: 'Creature — Elf', abilities: ['Haste'], rules: ['613.1b'] } },
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
        {
          name: 'Goblin King',
          typeLine: 'Creature — Goblin',
          power: 2,
          toughness: 2,
          colors: ['red'],
          abilities: ['Other Goblins get +1/+1 and have mountainwalk.'],
        },
        { name: 'Goblin Piker', typeLine: 'Creature — Goblin Warrior', power: 2, toughness: 1, colors: ['red'] },
      ],
      effects: [
        { source: 'Goblin King', text: 'Other Goblins get +1/+1 and have mountainwalk.', order: 1 },
        { source: 'Humility', text: humilityText, order: 2 },
      ],
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
];
