// Judge slang and abbreviations → the rules and glossary entries that define them (numbers as of the 2026 CR).
// Keys are lower case, spaces single; a query containing the phrase as whole words gets these targets first.

export interface SlangTarget {
  readonly rules: readonly string[];
  readonly glossary: readonly string[];
}

const entry = (rules: readonly string[], glossary: readonly string[] = []): SlangTarget => ({ rules, glossary });

export const slang: Readonly<Record<string, SlangTarget>> = {
  'legend rule': entry(['704.5j'], ['Legend Rule']),
  'legendary rule': entry(['704.5j'], ['Legend Rule']),
  'planeswalker uniqueness rule': entry(['704.5j'], ['Planeswalker Uniqueness Rule']),
  'world rule': entry(['704.5k'], ['World Rule']),
  sba: entry(['704', '704.3'], ['State-Based Actions']),
  sbas: entry(['704', '704.3'], ['State-Based Actions']),
  'state based actions': entry(['704', '704.3'], ['State-Based Actions']),
  apnap: entry(['101.4'], ['APNAP Order']),
  lki: entry(['608.2h', '113.7a'], ['Last Known Information']),
  'last known information': entry(['608.2h', '113.7a'], ['Last Known Information']),
  'summoning sickness': entry(['302.6'], ['Summoning Sickness Rule']),
  'summoning sick': entry(['302.6'], ['Summoning Sickness Rule']),
  layers: entry(['613', '613.1'], ['Layer']),
  layer: entry(['613', '613.1'], ['Layer']),
  dependency: entry(['613.8'], ['Dependency']),
  timestamp: entry(['613.7'], ['Timestamp Order']),
  'timestamp order': entry(['613.7'], ['Timestamp Order']),
  'p/t': entry(['208', '208.1', '613.4'], ['Power', 'Toughness']),
  pt: entry(['208', '208.1'], ['Power', 'Toughness']),
  'power and toughness': entry(['208', '208.1'], ['Power', 'Toughness']),
  trample: entry(['702.19'], ['Trample']),
  // What protection stops: Damage, Enchanting/Equipping, Blocking, Targeting.
  debt: entry(['702.16', '702.16b'], ['Protection']),
  cda: entry(['604.3'], ['Characteristic-Defining Ability']),
  'characteristic defining ability': entry(['604.3'], ['Characteristic-Defining Ability']),
  etb: entry(['603.6a'], []),
  'enters the battlefield': entry(['603.6a'], []),
  ltb: entry(['603.6c'], []),
  cmc: entry(['202.3'], ['Mana Value']),
  mv: entry(['202.3'], ['Mana Value']),
  'converted mana cost': entry(['202.3'], ['Mana Value']),
  'color identity': entry(['903.4'], ['Color Identity']),
  'commander damage': entry(['903.10a'], []),
  shortcut: entry(['732', '732.1'], []),
  shortcuts: entry(['732', '732.1'], []),
  loop: entry(['732', '104.4b'], []),
  'damage wears off': entry(['514.2'], []),
  // Drawing from a library with no cards: the state-based action that loses the game, and the draw rule beside it.
  'empty library': entry(['704.5b', '121.4'], []),
  decking: entry(['704.5b', '121.4'], []),
  decked: entry(['704.5b', '121.4'], []),
  'deck out': entry(['704.5b', '121.4'], []),
  'decked out': entry(['704.5b', '121.4'], []),
  'casting a spell': entry(['601.2', '601'], ['Cast']),
  'hand size': entry(['402.2'], ['Maximum Hand Size']),
  'copiable values': entry(['707.2'], ['Copiable Values']),
  // Who takes the first turn: the rules say "starting player"; players say "go first", "play or draw".
  'go first': entry(['103.1'], ['Starting Player']),
  'goes first': entry(['103.1'], ['Starting Player']),
  'play first': entry(['103.1'], ['Starting Player']),
  'play or draw': entry(['103.1'], ['Starting Player']),
  mulligan: entry(['103.5'], ['Mulligan']),
  'london mulligan': entry(['103.5'], ['Mulligan']),
  tribal: entry(['308'], ['Kindred', 'Tribal']),
  kindred: entry(['308'], ['Kindred']),
  'special action': entry(['116', '116.1'], ['Special Action']),
  'mana burn': entry([], ['Mana Burn']),
  'the stack': entry(['405'], ['Stack']),
  priority: entry(['117'], ['Priority']),
  deathtouch: entry(['702.2'], ['Deathtouch']),
  'first strike': entry(['702.7'], ['First Strike']),
  'double strike': entry(['702.4'], ['Double Strike']),
  blocking: entry(['509'], []),
  'declare blockers': entry(['509'], []),
  attacking: entry(['508'], []),
  'declare attackers': entry(['508'], []),
  'cleanup step': entry(['514'], ['Cleanup Step']),
  'end of turn': entry(['513'], ['End Step']),
  eot: entry(['513'], ['End Step']),
  'text changing': entry(['612'], ['Text-Changing Effect']),
  'control changing': entry(['613.1b'], []),
  // Card names judges type for famous interactions: Blood Moon and Urborg is the dependency example of 613.8.
  'blood moon': entry(['613.8', '305.7', '613.1d']),
  urborg: entry(['613.8', '305.7', '613.1d']),
  'type changing': entry(['613.1d', '205.1a'], []),
  // Famous interactions with no card names in the CR: the layers and their dependency rule answer them.
  humility: entry(['613.8', '613.1f', '613.4b']),
  opalescence: entry(['613.8', '613.1d', '613.4b']),
};

/**
 * Abbreviations judges use for the Infraction Procedure Guide's infractions, read as the infraction's own name
 * (a quoted phrase), so they find that section in whichever IPG is imported, whatever its numbering.
 */
export const abbreviations: Readonly<Record<string, string>> = {
  grv: 'game rule violation',
  ftmgs: 'failure to maintain game state',
  lec: 'looking at extra cards',
  hce: 'hidden card error',
  mpe: 'mulligan procedure error',
  dec: 'drawing extra cards',
  usc: 'unsporting conduct',
  cpv: 'communication policy violation',
  lpv: 'limited procedure violation',
};

export const slangPhrases: readonly string[] = Object.keys(slang).sort((a, b) => b.length - a.length);
