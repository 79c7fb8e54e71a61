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
