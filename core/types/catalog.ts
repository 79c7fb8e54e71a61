// The embedded type catalog: every list of CR 205 as the April 17, 2026 Comprehensive Rules give it.
// These are fact tables (names only); the rules' prose is not copied. A later import replaces them per CR release.
import { err, ok, type Result } from '../result.ts';
import { type SubtypeKind, subtypeKinds, type TypeCatalog } from './model.ts';
import { capitalizeWords, wordKey } from './words.ts';

/** Card types, CR 205.2a, in the CR's order. */
const cardTypes: readonly string[] = [
  'Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land',
  'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Vanguard',
];

/** Supertypes, CR 205.4a, in the CR's order. */
const supertypes: readonly string[] = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'];

/** Artifact types, CR 205.3g. */
const artifactTypes: readonly string[] = [
  'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold',
  'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure',
  'Vehicle',
];

/** Enchantment types, CR 205.3h. */
const enchantmentTypes: readonly string[] = [
  'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine',
];

/** Land types, CR 205.3i. */
const landTypes: readonly string[] = [
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet',
  'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', 'Urza’s',
];

/** Planeswalker types, CR 205.3j. */
const planeswalkerTypes: readonly string[] = [
  'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix', 'Chandra', 'Comet',
  'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dellian', 'Dihada', 'Domri', 'Dovin', 'Ellywick', 'Elminster', 'Elspeth',
  'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito',
  'Karn', 'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri',
  'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra',
  'Sivitri', 'Sorin', 'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin', 'Urza',
  'Venser', 'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos', 'Yanggu', 'Yanling', 'Zariel',
];

/** Spell types, CR 205.3k. */
const spellTypes: readonly string[] = [
  'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap',
];

/** Creature types, CR 205.3m (Time Lord is the one two-word creature type). */
const creatureTypes: readonly string[] = [
  'Time Lord', 'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon', 'Armadillo',
  'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger',
  'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker',
  'Bird', 'Bison', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier',
  'Cat', 'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote',
  'Crab', 'Crocodile', 'C’tan', 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon', 'Deserter',
  'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake', 'Dreadnought', 'Drix', 'Drone',
  'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk',
  'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer',
  'Gargoyle', 'Germ', 'Giant', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem',
  'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster', 'Harpy', 'Hedgehog', 'Hellion',
  'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion',
  'Imp', 'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut', 'Kangaroo', 'Kavu',
  'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Llama', 'Lamia', 'Lammasu', 'Leech', 'Lemur',
  'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Lobster', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk',
  'Metathran', 'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle', 'Moonfolk',
  'Mount', 'Mouse', 'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker',
  'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe',
  'Ox', 'Oyster', 'Pangolin', 'Peasant', 'Pegasus', 'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix',
  'Phyrexian', 'Pilot', 'Pincher', 'Pirate', 'Plant', 'Platypus', 'Porcupine', 'Possum', 'Praetor', 'Primarch',
  'Prism', 'Processor', 'Qu', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger',
  'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr', 'Scarecrow', 'Scientist',
  'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf', 'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter',
  'Shark', 'Sheep', 'Siren', 'Skeleton', 'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier',
  'Soltari', 'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit', 'Splinter',
  'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor', 'Symbiote', 'Synth', 'Tentacle', 'Tetravite',
  'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Toy', 'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle',
  'Tyranid', 'Unicorn', 'Utrom', 'Vampire', 'Varmint', 'Vedalken', 'Villain', 'Volver', 'Wall', 'Walrus', 'Warlock',
  'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith',
  'Wurm', 'Yeti', 'Zombie', 'Zubera',
];

/** Planar types, CR 205.3n (multi-word, one per plane). */
const planarTypes: readonly string[] = [
  'The Abyss', 'Alara', 'Alfava Metraxis', 'Amonkhet', 'Androzani Minor', 'Antausia', 'Apalapucia', 'Arcavios',
  'Arkhos', 'Avishkar', 'Azgol', 'Belenon', 'Bolas’s Meditation Realm', 'Capenna', 'Cridhe', 'The Dalek Asylum',
  'Darillium', 'Dominaria', 'Earth', 'Echoir', 'Eldraine', 'Equilor', 'Ergamon', 'Fabacin', 'Fiora', 'Gallifrey',
  'Gargantikar', 'Gobakhan', 'Horsehead Nebula', 'Ikoria', 'Innistrad', 'Iquatana', 'Ir', 'Ixalan', 'Kaldheim',
  'Kamigawa', 'Kandoka', 'Karsus', 'Kephalai', 'Kinshala', 'Kolbahan', 'Kylem', 'Kyneth', 'The Library', 'Lorwyn',
  'Luvion', 'Mars', 'Mercadia', 'Mirrodin', 'Moag', 'Mongseng', 'Moon', 'Muraganda', 'Necros', 'New Earth',
  'New Phyrexia', 'Outside Mutter’s Spiral', 'Phyrexia', 'Pyrulea', 'Rabiah', 'Rath', 'Ravnica', 'Regatha',
  'Segovia', 'Serra’s Realm', 'Shadowmoor', 'Shandalar', 'Shenmeng', 'Skaro', 'Spacecraft', 'Tarkir', 'Theros',
  'Time', 'Trenzalore', 'Ulgrotha', 'Unknown Planet', 'Valla', 'Vryn', 'Wildfire', 'Xerex', 'Zendikar', 'Zhalfir',
];

/** Dungeon types, CR 205.3p. */
const dungeonTypes: readonly string[] = [
  'Undercity',
];

/** Battle types, CR 205.3q. */
const battleTypes: readonly string[] = [
  'Siege',
];

/** The basic land types, CR 205.3i. */
const basicLandTypes: readonly string[] = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'];

export const embeddedCatalog: TypeCatalog = {
  cardTypes,
  supertypes,
  subtypes: {
    artifact: artifactTypes,
    enchantment: enchantmentTypes,
    land: landTypes,
    planeswalker: planeswalkerTypes,
    spell: spellTypes,
    creature: creatureTypes,
    planar: planarTypes,
    dungeon: dungeonTypes,
    battle: battleTypes,
  },
  basicLandTypes,
  source: 'embedded (CR April 17, 2026)',
};

/** Which card types each kind of subtype belongs to (205.3g–205.3q; 205.3r: the other card types have none). */
const cardTypesByKind: Readonly<Record<SubtypeKind, readonly string[]>> = {
  artifact: ['Artifact'], // 205.3g
  enchantment: ['Enchantment'], // 205.3h
  land: ['Land'], // 205.3i
  planeswalker: ['Planeswalker'], // 205.3j
  spell: ['Instant', 'Sorcery'], // 205.3k
  creature: ['Creature', 'Kindred'], // 205.3m
  planar: ['Plane'], // 205.3n
  dungeon: ['Dungeon'], // 205.3p
  battle: ['Battle'], // 205.3q
};

/** The rule that lists each kind's subtypes. */
export const ruleOfKind: Readonly<Record<SubtypeKind, string>> = {
  artifact: '205.3g',
  enchantment: '205.3h',
  land: '205.3i',
  planeswalker: '205.3j',
  spell: '205.3k',
  creature: '205.3m',
  planar: '205.3n',
  dungeon: '205.3p',
  battle: '205.3q',
};

/** The card types whose subtypes are of `kind`: creature → Creature and Kindred (205.3m). */
export function cardTypesOfKind(kind: SubtypeKind): readonly string[] {
  return cardTypesByKind[kind];
}

/** The kinds of subtype a card type can have, any letter case; "Tribal" is Kindred's pre-2024 name (308.3). */
export function kindsOfCardType(cardType: string): SubtypeKind[] {
  const key = wordKey(cardType) === 'tribal' ? 'kindred' : wordKey(cardType);
  return subtypeKinds.filter((kind) => cardTypesByKind[kind].some((type) => wordKey(type) === key));
}

/** The lists one CR release gives, as read from its rules; card types and supertypes may be lower case. */
export interface CatalogLists {
  readonly cardTypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly subtypes: Partial<Readonly<Record<SubtypeKind, readonly string[]>>>;
  readonly basicLandTypes: readonly string[];
  readonly source: string;
}

/**
 * Builds a catalog from lists read out of an imported CR. Kinds an older CR lacks (battle before 2023) are empty;
 * card types and supertypes are capitalised as a type line prints them.
 */
export function catalogFromLists(lists: CatalogLists): Result<TypeCatalog> {
  if (lists.cardTypes.length === 0) return err({ code: 'no-card-types', message: 'the list of card types (205.2a) is empty', at: '205.2a' });
  if (lists.supertypes.length === 0) return err({ code: 'no-supertypes', message: 'the list of supertypes (205.4a) is empty', at: '205.4a' });
  const landKeys = new Set((lists.subtypes.land ?? []).map(wordKey));
  const strayBasic = lists.basicLandTypes.find((name) => !landKeys.has(wordKey(name)));
  if (strayBasic !== undefined) {
    return err({ code: 'basic-not-land-type', message: `basic land type "${strayBasic}" is not in the land types`, at: '205.3i' });
  }
  const subtypes = Object.fromEntries(subtypeKinds.map((kind) => [kind, [...(lists.subtypes[kind] ?? [])]])) as Record<SubtypeKind, string[]>;
  return ok({
    cardTypes: lists.cardTypes.map((name) => capitalizeWords(name.trim())),
    supertypes: lists.supertypes.map((name) => capitalizeWords(name.trim())),
    subtypes,
    basicLandTypes: [...lists.basicLandTypes],
    source: lists.source,
  });
}
