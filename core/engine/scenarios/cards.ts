// Cards and wordings several ready-made scenarios use (Oracle text, as printed today).

export const citadel = { name: 'Darksteel Citadel', typeLine: 'Artifact Land', abilities: ['Indestructible', '{T}: Add {C}.'] };
export const colonnade = {
  name: 'Celestial Colonnade',
  typeLine: 'Land',
  abilities: [
    'This land enters tapped.',
    '{T}: Add {W} or {U}.',
    "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
  ],
};
export const flagstones = {
  name: 'Flagstones of Trokair',
  typeLine: 'Legendary Land',
  abilities: [
    '{T}: Add {W}.',
    'When this land is put into a graveyard from the battlefield, you may search your library for a Plains card, put it onto the ' +
      'battlefield tapped, then shuffle.',
  ],
};
export const harbor = {
  name: 'Hinterland Harbor',
  typeLine: 'Land',
  abilities: ['This land enters tapped unless you control a Forest or an Island.', '{T}: Add {G} or {U}.'],
};
export const bloodMoonText = 'Nonbasic lands are Mountains.';
export const imprisonedText = 'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.';
export const bloodMoon = { name: 'Blood Moon', typeLine: 'Enchantment', colors: ['red'], abilities: [bloodMoonText] };
export const clone = { name: 'Clone', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue'] };
export const phantasmalTrigger = 'When this creature becomes the target of a spell or ability, sacrifice it.';
export const phantasmalText =
  `You may have this creature enter as a copy of a creature on the battlefield, except it's an Illusion in ` +
  `addition to its other types and it has "${phantasmalTrigger}"`;
export const goblinKingText = 'Other Goblins get +1/+1 and have mountainwalk.';
export const gideonText =
  "As long as it's your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still a planeswalker.";
export const humilityText = 'All creatures lose all abilities and have base power and toughness 1/1.';
export const opalescenceText =
  'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to ' +
  'its mana value.';
export const glorySeeker = { name: 'Glory Seeker', typeLine: 'Creature — Human Soldier', power: 2, toughness: 2, colors: ['white'] };
export const dryadArbor = { name: 'Dryad Arbor', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, colors: ['green'] };
export const urborg = {
  name: 'Urborg, Tomb of Yawgmoth',
  typeLine: 'Legendary Land',
  abilities: ['Each land is a Swamp in addition to its other land types.'],
};
export const mutavaultText = "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.";
export const mutavault = { name: 'Mutavault', typeLine: 'Land', abilities: ['{T}: Add {C}.', `{1}: ${mutavaultText}`] };
export const conspiracyText =
  "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't " +
  'on the battlefield.';
export const conspiracy = { name: 'Conspiracy', typeLine: 'Enchantment', abilities: [conspiracyText] };
export const humility = { name: 'Humility', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [humilityText] };
export const opalescence = { name: 'Opalescence', typeLine: 'Enchantment', manaValue: 4, colors: ['white'], abilities: [opalescenceText] };
export const stormbreathDragon = {
  name: 'Stormbreath Dragon',
  typeLine: 'Creature — Dragon',
  power: 4,
  toughness: 4,
  colors: ['red'],
  abilities: ['Flying', 'Haste', 'Protection from white'],
};
export const evilTwin = { name: 'Evil Twin', typeLine: 'Creature — Shapeshifter', power: 0, toughness: 0, colors: ['blue', 'black'] };
export const magus = {
  name: 'Magus of the Moon',
  typeLine: 'Creature — Human Wizard',
  power: 2,
  toughness: 2,
  colors: ['red'],
  abilities: [bloodMoonText],
};
export const lifeAndLimbText =
  'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.';
export const yavimayaText = 'Each land is a Forest in addition to its other land types.';
export const songText = 'Enchanted permanent is a colorless Forest land.';
export const goyfText =
  "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.";
export const attendedKnight = {
  name: 'Attended Knight',
  typeLine: 'Creature — Human Knight',
  power: 2,
  toughness: 2,
  colors: ['white'],
  abilities: ['First strike', 'When this creature enters, create a 1/1 white Soldier creature token.'],
};
export const riseFromTheGraveText = 'That creature is a black Zombie in addition to its other colors and types.';
export const thalia = {
  name: 'Thalia, Guardian of Thraben',
  typeLine: 'Legendary Creature — Human Soldier',
  power: 2,
  toughness: 1,
  colors: ['white'],
  abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
};
export const goblinKing = {
  name: 'Goblin King',
  typeLine: 'Creature — Goblin',
  power: 2,
  toughness: 2,
  colors: ['red'],
  abilities: [goblinKingText],
};
export const goblinGuide = { name: 'Goblin Guide', typeLine: 'Creature — Goblin Scout', power: 2, toughness: 2, colors: ['red'] };
export const grizzlyBears = { name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2, colors: ['green'] };
export const changelingOutcast = {
  name: 'Changeling Outcast',
  typeLine: 'Creature — Shapeshifter',
  power: 1,
  toughness: 1,
  colors: ['black'],
  abilities: ['Changeling'],
};
export const changelingText = 'This creature is every creature type.';
export const saprolingToken = {
  name: 'Saproling',
  typeLine: 'Creature — Saproling',
  token: true,
  power: 1,
  toughness: 1,
  colors: ['green'],
};
export const lifeAndLimb = { name: 'Life and Limb', typeLine: 'Enchantment', colors: ['green'], abilities: [lifeAndLimbText] };
export const skarrgText = "Target land you control becomes a 4/4 Elemental creature until end of turn. It's still a land.";
export const cloneText = 'This creature enters as a copy of target creature.';
export const evilTwinAbility = '{U}{B}, {T}: Destroy target creature with the same name as this creature.';
export const evilTwinText = `Evil Twin enters as a copy of target creature, except it has "${evilTwinAbility}"`;
