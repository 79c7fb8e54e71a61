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
  name: 'Celestial Colonnade', typeLine: 'Land',
  abilities: ['This land enters tapped.', '{T}: Add {W} or {U}.', "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land."],
};
const flagstones = { name: 'Flagstones of Trokair', typeLine: 'Legendary Land', abilities: ['{T}: Add {W}.', 'When this land is put into a graveyard from the battlefield, you may search your library for a Plains card, put it onto the battlefield tapped, then shuffle.'] };
const harbor = { name: 'Hinterland Harbor', typeLine: 'Land', abilities: ['This land enters tapped unless you control a Forest or an Island.', '{T}: Add {G} or {U}.'] };
const bloodMoonText = 'Nonbasic lands are Mountains.';
const humilityText = 'All creatures lose all abilities and have base power and toughness 1/1.';
const opalescenceText = 'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.';
const glorySeeker = { name: 'Glory Seeker', typeLine: 'Creature — Human Soldier', power: 2, toughness: 2, colors: ['white'] };
const dryadArbor = { name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'] };

export const exampleScenarios: readonly ExampleScenario[] = [
  {
    id: 'rise-from-the-grave',
    title: 'Rise from the Grave on Attended Knight',
    description: '"In addition to its other colors and types" keeps every prior type and color (205.1b): a white and black Human Knight Zombie.',
    scenario: {
      objects: [{ name: 'Attended Knight', typeLine: 'Creature — Human Knight', power: 2, toughness: 2, colors: ['white'], abilities: ['First strike', 'When this creature enters, create a 1/1 white Soldier creature token.'] }],
      effects: [{ source: 'Rise from the Grave', text: 'That creature is a black Zombie in addition to its other colors and types.', order: 1, targets: ['Attended Knight'] }],
    },
    expected: { 'Attended Knight': { typeLine: 'Creature — Human Knight Zombie', subtypes: ['Human', 'Knight', 'Zombie'], colors: ['white', 'black'], power: 2, toughness: 2 } },
  },
  {
    id: 'skarrg-mountain',
    title: 'Skarrg Guildmage on a Mountain',
    description: '"It\'s still a land" keeps Land, Basic and Mountain (205.1b); Elemental is a creature type, Mountain a land type.',
    scenario: {
      objects: [{ name: 'Mountain', typeLine: 'Basic Land — Mountain' }],
      effects: [{ source: 'Skarrg Guildmage', text: "Target land you control becomes a 4/4 Elemental creature until end of turn. It's still a land.", order: 1, targets: ['Mountain'] }],
    },
    expected: { Mountain: { typeLine: 'Basic Land Creature — Mountain Elemental', supertypes: ['Basic'], subtypes: ['Mountain', 'Elemental'], abilities: ['{T}: Add {R}.'], power: 4, toughness: 4 } },
  },
  {
    id: 'skarrg-citadel',
    title: 'Skarrg Guildmage on Darksteel Citadel',
    description: 'Every prior card type stays (205.1b): an Artifact Land Creature — Elemental that is still indestructible.',
    scenario: {
      objects: [citadel],
      effects: [{ source: 'Skarrg Guildmage', text: "Target land you control becomes a 4/4 Elemental creature until end of turn. It's still a land.", order: 1, targets: ['Darksteel Citadel'] }],
    },
    expected: { 'Darksteel Citadel': { typeLine: 'Artifact Land Creature — Elemental', cardTypes: ['Artifact', 'Land', 'Creature'], abilities: ['Indestructible', '{T}: Add {C}.'], power: 4, toughness: 4 } },
  },
  {
    id: 'prismatic-omen',
    title: 'Prismatic Omen with Flagstones of Trokair and Hinterland Harbor',
    description: 'Both lands gain all five basic land types in addition (305.7, last sentence) and keep their abilities; no land becomes basic and Flagstones stays legendary (205.4b).',
    scenario: {
      objects: [flagstones, harbor, { name: 'Prismatic Omen', typeLine: 'Enchantment', abilities: ['Lands you control are every basic land type in addition to their other types.'] }],
      effects: [{ source: 'Prismatic Omen', text: 'Lands you control are every basic land type in addition to their other types.', order: 1 }],
    },
    expected: {
      'Flagstones of Trokair': { supertypes: ['Legendary'], subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'], abilities: [...flagstones.abilities, '{T}: Add {G}.', '{T}: Add {U}.', '{T}: Add {R}.', '{T}: Add {B}.'] },
      'Hinterland Harbor': { supertypes: [], subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'], abilities: [...harbor.abilities, '{T}: Add {W}.', '{T}: Add {G}.', '{T}: Add {U}.', '{T}: Add {R}.', '{T}: Add {B}.'] },
    },
  },
  {
    id: 'tezzeret-bident',
    title: 'Tezzeret, Agent of Bolas on Bident of Thassa',
    description: '"Becomes an artifact creature" keeps every prior type and supertype (205.1b): a Legendary Enchantment Artifact Creature 5/5 that keeps its abilities.',
    scenario: {
      objects: [{ name: 'Bident of Thassa', typeLine: 'Legendary Enchantment Artifact', colors: ['blue'], abilities: ['Whenever a creature you control deals combat damage to a player, you may draw a card.', '{1}{U}, {T}: Creatures your opponents control attack this turn if able.'] }],
      effects: [{ source: 'Tezzeret, Agent of Bolas', text: 'Target artifact becomes an artifact creature with base power and toughness 5/5.', order: 1, targets: ['Bident of Thassa'] }],
    },
    expected: { 'Bident of Thassa': { supertypes: ['Legendary'], cardTypes: ['Enchantment', 'Artifact', 'Creature'], power: 5, toughness: 5, abilities: ['Whenever a creature you control deals combat damage to a player, you may draw a card.', '{1}{U}, {T}: Creatures your opponents control attack this turn if able.'] } },
  },
  {
    id: 'turn-to-frog',
    title: "Turn to Frog on Ajani's Pridemate",
    description: 'Setting the creature type replaces Cat Soldier (205.1a); blue (layer 5), no abilities (layer 6), base 1/1 (layer 7b).',
    scenario: {
      objects: [{ name: "Ajani's Pridemate", typeLine: 'Creature — Cat Soldier', power: 2, toughness: 2, colors: ['white'], abilities: ['Whenever you gain life, put a +1/+1 counter on this creature.'] }],
      effects: [{ source: 'Turn to Frog', text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.', order: 1, targets: ["Ajani's Pridemate"] }],
    },
    expected: { "Ajani's Pridemate": { typeLine: 'Creature — Frog', colors: ['blue'], abilities: [], power: 1, toughness: 1 } },
  },
  {
    id: 'conspiracy-figure',
    title: 'Conspiracy naming Weird, then Figure of Destiny',
    description: 'Conspiracy makes creature spells and cards Weirds too; Figure of Destiny\'s later ability sets its creature types again (613.7 timestamp order): Kithkin Spirit 2/2.',
    scenario: {
      objects: [
        { name: 'Conspiracy', typeLine: 'Enchantment', abilities: ["Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield."] },
        { name: 'Figure of Destiny', typeLine: 'Creature — Kithkin', power: 1, toughness: 1, colors: ['red', 'white'] },
        { name: 'Figure of Destiny (spell)', typeLine: 'Creature — Kithkin', zone: 'stack', power: 1, toughness: 1, colors: ['red', 'white'] },
      ],
      effects: [
        { source: 'Conspiracy', text: "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.", order: 1, chosen: 'Weird' },
        { source: 'Figure of Destiny', text: 'This creature becomes a Kithkin Spirit with base power and toughness 2/2.', order: 2 },
      ],
    },
    expected: { 'Figure of Destiny': { subtypes: ['Kithkin', 'Spirit'], power: 2, toughness: 2 }, 'Figure of Destiny (spell)': { subtypes: ['Weird'] } },
  },
  {
    id: 'leyline-of-singularity',
    title: 'Leyline of Singularity with Glory Seeker and Intrepid Hero',
    description: 'Gaining a supertype keeps everything else (205.4b): Legendary Creature — Human Soldier; the Leyline itself is legendary too.',
    scenario: {
      objects: [glorySeeker, { name: 'Intrepid Hero', typeLine: 'Creature — Human Soldier', power: 1, toughness: 1, colors: ['white'], abilities: ['{T}: Destroy target creature with power 4 or greater.'] }, { name: 'Leyline of Singularity', typeLine: 'Enchantment', abilities: ['All nonland permanents are legendary.'] }],
      effects: [{ source: 'Leyline of Singularity', text: 'All nonland permanents are legendary.', order: 1 }],
    },
    expected: { 'Glory Seeker': { typeLine: 'Legendary Creature — Human Soldier' }, 'Intrepid Hero': { typeLine: 'Legendary Creature — Human Soldier' }, 'Leyline of Singularity': { typeLine: 'Legendary Enchantment' } },
  },
  {
    id: 'convincing-mirage',
    title: 'Convincing Mirage (Forest) on Celestial Colonnade',
    description: 'Setting a land type to a basic land type removes the old abilities and gives the intrinsic one (305.7): Land — Forest with only "{T}: Add {G}.", not basic.',
    scenario: {
      objects: [colonnade, { name: 'Convincing Mirage', typeLine: 'Enchantment — Aura', abilities: ['Enchanted land is the chosen type.'] }],
      effects: [{ source: 'Convincing Mirage', text: 'Enchanted land is the chosen type.', order: 1, targets: ['Celestial Colonnade'], chosen: 'Forest' }],
    },
    expected: { 'Celestial Colonnade': { typeLine: 'Land — Forest', supertypes: [], abilities: ['{T}: Add {G}.'] } },
  },
  {
    id: 'mizzium-blood-moon',
    title: 'Mizzium Transreliquat copying Darksteel Citadel, then Blood Moon',
    description: 'The copy is a nonbasic land, so Blood Moon makes it a Mountain and removes the abilities from the copy effect (305.7); its card types stay: Artifact Land — Mountain with "{T}: Add {R}." only.',
    scenario: {
      objects: [
        { name: 'Mizzium Transreliquat', typeLine: 'Artifact', abilities: ['{3}: Mizzium Transreliquat becomes a copy of target artifact until end of turn.', '{1}{U}{R}: Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.'] },
        citadel,
        { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], abilities: [bloodMoonText] },
      ],
      effects: [
        { source: 'Mizzium Transreliquat', text: 'Mizzium Transreliquat becomes a copy of target artifact, except it has this ability.', order: 1, targets: ['Darksteel Citadel'] },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: { 'Mizzium Transreliquat': { currentName: 'Darksteel Citadel', typeLine: 'Artifact Land — Mountain', abilities: ['{T}: Add {R}.'] }, 'Darksteel Citadel': { typeLine: 'Artifact Land — Mountain', abilities: ['{T}: Add {R}.'] } },
  },
  {
    id: 'leafdrake-magus',
    title: 'Leafdrake Roost and Magus of the Moon on Celestial Colonnade',
    description: 'An ability granted by another effect stays whatever the timestamps (305.7): Mountain mana and the Drake ability.',
    scenario: {
      objects: [colonnade, { name: 'Magus of the Moon', typeLine: 'Creature — Human Wizard', power: 2, toughness: 2, colors: ['red'], abilities: [bloodMoonText] }],
      effects: [
        { source: 'Leafdrake Roost', text: 'Enchanted land has "{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying."', order: 1, targets: ['Celestial Colonnade'] },
        { source: 'Magus of the Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: { 'Celestial Colonnade': { typeLine: 'Land — Mountain', abilities: ['{T}: Add {R}.', '{G}{U}, {T}: Create a 2/2 green and blue Drake creature token with flying.'] } },
  },
  {
    id: 'evil-twin-turn',
    title: 'Evil Twin copying Stormbreath Dragon under Turn',
    description: 'A copy takes only copiable values (707.2); Turn\'s layer 4–7 effects are not copied: Evil Twin is a 4/4 red Dragon with flying, haste and protection from white.',
    scenario: {
      objects: [
        { name: 'Stormbreath Dragon', typeLine: 'Creature — Dragon', power: 4, toughness: 4, colors: ['red'], abilities: ['Flying', 'Haste', 'Protection from white'] },
        { name: 'Evil Twin', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue', 'black'] },
      ],
      effects: [
        { source: 'Turn', text: 'Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.', order: 1, targets: ['Stormbreath Dragon'] },
        { source: 'Evil Twin', text: 'Evil Twin enters as a copy of target creature, except it has "{U}{B}, {T}: Destroy target creature with the same name as this creature."', order: 2, targets: ['Stormbreath Dragon'] },
      ],
    },
    expected: {
      'Evil Twin': { currentName: 'Stormbreath Dragon', typeLine: 'Creature — Dragon', colors: ['red'], power: 4, toughness: 4, abilities: ['Flying', 'Haste', 'Protection from white', '{U}{B}, {T}: Destroy target creature with the same name as this creature.'] },
      'Stormbreath Dragon': { typeLine: 'Creature — Weird', colors: ['red'], abilities: [], power: 0, toughness: 1 },
    },
  },
  {
    id: 'clone-chimeric-staff',
    title: 'Clone copying an animated Chimeric Staff',
    description: 'The animation is not copiable (707.2): Clone becomes a noncreature Artifact named Chimeric Staff with its ability.',
    scenario: {
      objects: [
        { name: 'Chimeric Staff', typeLine: 'Artifact', abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'] },
        { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] },
      ],
      effects: [
        { source: 'Chimeric Staff', text: 'This artifact becomes a 3/3 Construct artifact creature until end of turn.', order: 1 },
        { source: 'Clone', text: 'This creature enters as a copy of target artifact.', order: 2, targets: ['Chimeric Staff'] },
      ],
    },
    expected: {
      'Chimeric Staff': { typeLine: 'Artifact Creature — Construct', power: 3, toughness: 3 },
      Clone: { currentName: 'Chimeric Staff', typeLine: 'Artifact', power: null, toughness: null, colors: [], abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'] },
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
    description: 'Urborg\'s effect depends on Blood Moon: Blood Moon removes the ability that creates it (613.8a, 305.7), so Blood Moon applies first and Urborg adds no Swamp anywhere, whatever the timestamps.',
    scenario: {
      objects: [
        { name: 'Urborg, Tomb of Yawgmoth', typeLine: 'Legendary Land', abilities: ['Each land is a Swamp in addition to its other land types.'] },
        { name: 'Forest', typeLine: 'Basic Land — Forest' },
        harbor,
        { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], abilities: [bloodMoonText] },
      ],
      effects: [
        { source: 'Urborg, Tomb of Yawgmoth', text: 'Each land is a Swamp in addition to its other land types.', order: 1 },
        { source: 'Blood Moon', text: bloodMoonText, order: 2 },
      ],
    },
    expected: {
      'Urborg, Tomb of Yawgmoth': { typeLine: 'Legendary Land — Mountain', abilities: ['{T}: Add {R}.'] },
      Forest: { typeLine: 'Basic Land — Forest', abilities: ['{T}: Add {G}.'] },
      'Hinterland Harbor': { typeLine: 'Land — Mountain', abilities: ['{T}: Add {R}.'] },
    },
  },
  {
    id: 'humility-then-opalescence',
    title: 'Humility, then Opalescence (Humility earlier)',
    description: 'No dependency in layer 7b; timestamps decide (613.7): Opalescence\'s later effect makes Humility 4/4; other creatures are 1/1 with no abilities. Opalescence is not a creature ("each other").',
    scenario: {
      objects: [
        { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] },
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] },
        glorySeeker,
      ],
      effects: [{ source: 'Humility', text: humilityText, order: 1 }, { source: 'Opalescence', text: opalescenceText, order: 2 }],
    },
    expected: {
      Humility: { cardTypes: ['Enchantment', 'Creature'], power: 4, toughness: 4, abilities: [] },
      Opalescence: { cardTypes: ['Enchantment'], power: null, abilities: [opalescenceText] },
      'Glory Seeker': { power: 1, toughness: 1, abilities: [] },
    },
  },
  {
    id: 'opalescence-then-humility',
    title: 'Opalescence, then Humility (Opalescence earlier)',
    description: 'Timestamps decide in layer 7b (613.7): Humility\'s later effect makes every creature 1/1, Humility included; 613.6 keeps Humility\'s effect applying though it lost its own ability.',
    scenario: {
      objects: [
        { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] },
        { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] },
        glorySeeker,
      ],
      effects: [{ source: 'Opalescence', text: opalescenceText, order: 1 }, { source: 'Humility', text: humilityText, order: 2 }],
    },
    expected: { Humility: { cardTypes: ['Enchantment', 'Creature'], power: 1, toughness: 1, abilities: [] }, 'Glory Seeker': { power: 1, toughness: 1 } },
  },
  {
    id: 'conspiracy-mutavault',
    title: 'Conspiracy (Elf) and an animated Mutavault (Mutavault later)',
    description: 'Conspiracy depends on Mutavault\'s effect: it makes Mutavault a creature, changing what Conspiracy applies to (613.8a), so Mutavault\'s applies first and Mutavault is only an Elf.',
    scenario: {
      objects: [
        { name: 'Conspiracy', typeLine: 'Enchantment', abilities: ["Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield."] },
        { name: 'Mutavault', typeLine: 'Land', abilities: ['{T}: Add {C}.', "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."] },
      ],
      effects: [
        { source: 'Conspiracy', text: "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.", order: 1, chosen: 'Elf' },
        { source: 'Mutavault', text: "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.", order: 2 },
      ],
    },
    expected: { Mutavault: { typeLine: 'Land Creature — Elf', allCreatureTypes: false, power: 2, toughness: 2 } },
  },
  {
    id: 'life-and-limb-dryad-arbor',
    title: 'Life and Limb with Dryad Arbor and a Saproling',
    description: 'Types are added (205.1b); the color is set to green; a Saproling token becomes a Forest land with the Forest mana ability (305.6).',
    scenario: {
      objects: [dryadArbor, { name: 'Saproling', typeLine: 'Creature — Saproling', token: true, power: 1, toughness: 1, colors: ['green'] }],
      effects: [{ source: 'Life and Limb', text: 'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.', order: 1 }],
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land Creature — Forest Dryad Saproling', power: 1, toughness: 1, colors: ['green'] },
      Saproling: { cardTypes: ['Creature', 'Land'], subtypes: ['Saproling', 'Forest'], abilities: ['{T}: Add {G}.'] },
    },
  },
  {
    id: 'blood-moon-dryad-arbor',
    title: 'Blood Moon and Dryad Arbor',
    description: 'Dryad Arbor is a nonbasic land: its land type becomes Mountain (305.7) while its creature type Dryad stays (205.1a: only subtypes of the same kind are replaced).',
    scenario: {
      objects: [dryadArbor],
      effects: [{ source: 'Blood Moon', text: bloodMoonText, order: 1 }],
    },
    expected: { 'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad', abilities: ['{T}: Add {R}.'], colors: ['green'], power: 1, toughness: 1 } },
  },
  {
    id: 'changeling-loses-creature-types',
    title: 'A changeling that loses all creature types, and one that loses them first',
    description: 'Changeling is a characteristic-defining ability, applied first in layer 4 (613.3, 702.73a); "loses all creature types" then removes them all.',
    scenario: {
      objects: [{ name: 'Changeling Outcast', typeLine: 'Creature — Shapeshifter', power: 1, toughness: 1, colors: ['black'], abilities: ['Changeling'] }],
      effects: [
        { source: 'An effect', text: 'Target creature loses all creature types.', order: 1, targets: ['Changeling Outcast'] },
        { source: 'Changeling Outcast', text: 'This creature is every creature type.', order: 2, characteristicDefining: true },
      ],
    },
    expected: { 'Changeling Outcast': { typeLine: 'Creature', subtypes: [], allCreatureTypes: false } },
  },
];
