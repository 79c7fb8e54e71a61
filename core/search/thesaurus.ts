// Judge vocabulary → the Comprehensive Rules' own TERMS (glossary entries, keyword names, section titles), never rule
// numbers: each imported CR resolves a term through its own glossary ("See rule …") and headings, so one thesaurus
// serves the 2017, 2024 and 2026 CRs alike. Sources: the CR glossary's own synonyms and former names, the MTR/IPG
// abbreviations and the general usage of judges; none was taken from a labeled query. Card names go nowhere here.
import { colorOrder } from '../engine/model.ts';
import { editDistance } from '../text/index.ts';
import { inflections } from './wordForms.ts';
import { longestSaid } from './phraseSaid.ts';
import { alike, possessives, type Thesaurus } from './phrasings.ts';
import { guideAbbreviations } from './guideAbbreviations.ts';
import { rulesWordings } from './wordings.ts';

/**
 * Judge words for a situation the rules tell in several terms, none of which the word names alone: a player "decked"
 * drew from an empty library and loses as a state-based action; a spell "fizzles" when it does not resolve because
 * its targets are illegal (the glossary's Illegal Target). Each of their terms is one the query asks about, so a query
 * of the word alone does not put one term's definition first ("decked" is no question about Draw, nor "deck out"
 * about Deck).
 */
const situations: Thesaurus = {
  // a player with no library left to draw from, as players tell it ("I ran out of cards")
  ...alike(['decking', 'decked', 'deck out', 'out of cards'], 'draw', 'library', 'state-based actions'),
  ...alike(['fizzle', 'fizzles'], 'resolve', 'target', 'illegal target'),
  // looting draws then discards, rummaging discards then draws
  loot: ['draw', 'discard'],
  rummage: ['discard', 'draw'],
  // a creature card returned from a graveyard to the battlefield
  ...alike(['reanimate', 'reanimation', 'reanimator'], 'graveyard', 'battlefield'),
  // an effect giving creatures +N/+N: a continuous effect on power and toughness, applied in its layer
  ...alike(['anthem', 'anthems', 'lord', 'lords'], 'layer', 'continuous effect', 'power', 'toughness'),
};

/** "activate my planeswalker", "plus a planeswalker": a verb said of a planeswalker, meaning its loyalty ability. */
const plusForms = ['plus', 'plussed', 'plused', 'plusses', 'pluses', 'plussing', 'plusing'];
const minusForms = ['minus', 'minused', 'minussed', 'minuses', 'minusing', 'minussing'];
const doneToAPlaneswalker = (verb: string): string[] => ['a', 'the', ...possessives].map((whose) => `${verb} ${whose} planeswalker`);

export const judgeVocabulary: Thesaurus = {
  ...situations,
  sba: ['state-based actions'],
  sbas: ['state-based actions'],
  tba: ['turn-based actions'],
  tbas: ['turn-based actions'],
  // the active and the nonactive player (102.1 defines both under Active Player)
  ...alike(['ap', 'nap'], 'active player'),
  'state based': ['state-based actions'],
  etb: ['enters the battlefield'],
  etbs: ['enters the battlefield'],
  ltb: ['leaves the battlefield'],
  lki: ['last known information'],
  cda: ['characteristic-defining ability'],
  // the glossary's Intervening "If" Clause, said without its last words ("if" is a stop word)
  intervening: ['intervening if clause'],
  cdas: ['characteristic-defining ability'],
  apnap: ['apnap order'],
  // abilities of both players triggering together go on the stack in APNAP order: "whose trigger goes first"
  ...alike(
    [
      // "we both have upkeep triggers", "whose ability goes on the stack first": the gap holds what triggered
      'both … trigger',
      'whose trigger',
      'whose triggers',
      'whose ability',
      'whose goes first',
      'whose go first',
      'whose … on the stack first',
      'whose … resolve first',
      'whose … resolves first',
    ],
    'apnap order',
    'trigger',
  ),
  eot: ['end step', 'cleanup step'],
  'end of turn': ['end step', 'cleanup step'],
  // an effect "until end of turn" ends in the cleanup step, not at the end step's beginning
  'until end of turn': ['cleanup step'],
  // the end or start of a turn is a time, not the turn a thing happened in ("at the end of the turn I discard")
  'end of the turn': ['end step', 'cleanup step'],
  ...alike(['beginning of the turn', 'start of the turn'], 'beginning phase'),
  'p t': ['power', 'toughness'],
  pt: ['power', 'toughness'],
  mv: ['mana value', 'converted mana cost'],
  cmc: ['mana value', 'converted mana cost'],
  'converted mana cost': ['mana value', 'converted mana cost'],
  '2hg': ['two-headed giant variant', 'two-headed giant'],
  dfc: ['double-faced cards', 'double-faced card'],
  dfcs: ['double-faced cards', 'double-faced card'],
  mdfc: ['modal double-faced cards', 'double-faced cards', 'double-faced card'],
  mdfcs: ['modal double-faced cards', 'double-faced cards', 'double-faced card'],
  tdfc: ['transforming double-faced cards', 'transform', 'double-faced card'],
  'summoning sick': ['summoning sickness rule', 'summoning sickness'],
  'summoning sickness': ['summoning sickness rule', 'summoning sickness'],
  'legendary rule': ['legend rule'],
  // two legendary permanents of one name are what the legend rule is about: "a second legendary", "a copy of my legendary"
  ...alike(
    ['two legendary', 'second legendary', 'same legendary', 'another legendary', 'copy of my legendary', 'copy of a legendary'],
    'legend rule',
  ),
  // "can it attack the turn it came in / the turn I cast it / the turn a creature enters" is how players ask about
  // summoning sickness
  ...alike(
    ['the turn it', 'the turn i', 'same turn it', 'same turn i', 'the turn a', 'same turn a'],
    'summoning sickness rule',
    'summoning sickness',
  ),
  // and "a creature that entered this turn" or "just entered", "one I gained control of this turn", "a creature I just
  // cast": not continuously controlled since the turn began
  ...alike(
    [
      'entered this turn',
      'came in this turn',
      'control this turn',
      'control of this turn',
      'just entered',
      ...['came in', 'come in', 'comes in'].map((come) => `just ${come}`),
      'creature i just cast',
      'creature i just played',
      ...['cast', 'played'].flatMap((verb) =>
        ['it', 'that creature', 'this creature', 'the creature'].map((what) => `${verb} ${what} this turn`),
      ),
      ...['they', 'i', 'you', 'he', 'she'].map((who) => `creature ${who} cast this turn`),
      'summoned this turn',
      'into play this turn',
      // whether "it" can attack this turn is asked of a creature just cast or taken: controlled since when
      ...['attack right away', 'swing right away', 'attack immediately'],
      ...['attack', 'swing'].flatMap((attack) =>
        ['this turn', 'that turn', 'that same turn', 'the same turn', 'right away'].map((when) => `${attack} with it ${when}`),
      ),
      // a creature "just" cast or put out, named or not, asked to attack ("the guy I just put out attack this turn")
      ...['just cast', 'just played', 'just put out', 'just summoned'].flatMap((just) =>
        ['attack this turn', 'swing this turn', 'attack yet'].map((attack) => `${just} … ${attack}`),
      ),
    ],
    'summoning sickness rule',
    'summoning sickness',
  ),
  // the wording of older printed cards, still read and said ("comes into play", CIP, "leaves play")
  'into play': ['enters the battlefield'],
  cip: ['enters the battlefield'],
  'leaves play': ['leaves the battlefield'],
  'leave play': ['leaves the battlefield'],
  'left play': ['leaves the battlefield'],
  // the verb as players say it; the CR's glossary has only "Phased Out" ("phase in" is also "a phase in which …")
  'phase out': ['phasing', 'phased in, phased out'],
  'phases out': ['phasing', 'phased in, phased out'],
  flicker: ['exile'],
  blink: ['exile'],
  // "dies" is the CR's own shorthand for "is put into a graveyard from the battlefield", which most rules spell out;
  // a question asking whether or when a creature dies is most often answered by a state-based action (lethal damage,
  // 0 toughness, the legend rule), so those widen the search too
  dies: ['dies', 'graveyard', 'state-based actions'],
  died: ['dies', 'graveyard', 'state-based actions'],
  die: ['dies', 'graveyard', 'state-based actions'],
  tribal: ['kindred', 'tribal'],
  // a player's poison counters said by their kind alone ("at 9 poison", "poison count")
  poison: ['poison counter'],
  'play first': ['starting player'],
  'plays first': ['starting player'],
  'first player': ['starting player'],
  'play or draw': ['starting player'],
  'on the play': ['starting player'],
  'on the draw': ['starting player'],
  ...alike(['chump', 'chump block', 'chump blocker'], 'block'),
  // a creature put "in front of" an attacker blocks it, as players say
  ...alike(['put … in front of', 'puts … in front of', 'putting … in front of', 'jump in front of', 'step in front of'], 'block'),
  'plus one counter': ['counter'],
  'minus one counter': ['counter'],
  'commander tax': ['commander'],
  // a game of more than two players, as players count it ("a four-player game", "a 4 player pod")
  ...alike(
    ['3', '4', '5', '6', '7', '8', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((count) => `${count} player`),
    'multiplayer game',
  ),
  // a creature "wearing" an Aura or Equipment has it attached
  ...alike(['wearing', 'wears', 'wore'], 'attach'),
  // Equipment "moved" to another creature is attached by its equip ability
  ...alike(
    ['move', 'moves', 'moved', 'moving'].map((move) => `${move} … equipment`),
    'equip',
  ),
  'commander damage': ['commander'],
  // players' words for game actions, as judges hear them at the table
  swing: ['attack'],
  // creatures "sent at" or "sent after" a player or planeswalker attack it
  ...alike(
    ['send', 'sends', 'sent', 'sending'].flatMap((send) => [`${send} … at`, `${send} … after`]),
    'attack',
  ),
  // to respond is to cast or activate "while another spell or ability is already on the stack" (the glossary): whether
  // a thing can be responded to is whether it uses the stack
  ...alike(['respond', 'responds', 'responded', 'responding'], 'respond', 'stack'),
  // attacking back on one's own turn
  ...alike(['crack back', 'swing back'], 'attack'),
  // a creature "hurt" was dealt damage, as new players say it
  hurt: ['damage'],
  // a creature that "connects" deals combat damage to the player it attacked
  ...alike(['connect', 'connect with'], 'combat damage'),
  // an ability that "goes off" triggers (the rules never say it)
  ...alike(['go off', 'goes off', 'went off', 'going off'], 'trigger'),
  // cast from the hand for its mana cost, not put onto the battlefield or cast free by an effect
  ...alike(['hardcast', 'hard cast'], 'cast'),
  ...alike(['alt cost', 'alt costs'], 'alternative cost'),
  'extra cost': ['additional cost'],
  // the table where permanents sit: the CR says "battlefield" and never "board" ("board wipe" is read whole)
  board: ['battlefield'],
  topdeck: ['library'],
  // the cards a player is "holding" are in their hand ("holding nine cards at the end of my turn")
  ...alike(['holding … cards', 'holds … cards', 'held … cards'], 'hand'),
  // players' short forms of rules words, which the rules never write
  lib: ['library'],
  dmg: ['damage'],
  prio: ['priority'],
  // judges' short forms of the words of the rules they write most
  ...alike(['ctr', 'ctrs'], 'counter'),
  ...alike(['trig', 'trigs'], 'trigger'),
  ...alike(['tgt', 'tgts'], 'target'),
  abil: ['ability'],
  ...alike(['main 1', 'm1', 'first main'], 'precombat main phase', 'main phase'),
  ...alike(['main 2', 'm2', 'second main'], 'postcombat main phase', 'main phase'),
  ...alike(['sac', 'sacced', 'sack', 'sacked'], 'sacrifice'),
  // an "edict" makes a player sacrifice a creature of their choice: nothing is targeted or destroyed
  ...alike(['edict', 'edicts', 'edicted'], 'sacrifice'),
  // damage dealt by a spell ("burn", "ping"), and a player hit rather than a creature ("go face")
  ...alike(['ping', 'burn'], 'damage'),
  ...alike(['go face', 'hit face'], 'player'),
  tutor: ['search'],
  ...alike(['steal', 'stole', 'stolen'], 'control'),
  // the glossary's own word for an exchange ("To swap two things …"); power and toughness the rules say are switched
  ...alike(['swap', 'swaps', 'swapped', 'swapping'], 'exchange', 'switch'),
  ...alike(['switch', 'switches', 'switched', 'switching'], 'exchange'),
  // the player a card "belongs to" is its owner, as players ask it ("who owns a token")
  ...alike(['owns', 'owned', 'owning'], 'owner'),
  scoop: ['concede'],
  // the glossary's own word for conceding ("To quit the game"), and a player's ("can I just give up")
  ...alike(['quit', 'quits', 'quitting', 'give up', 'gives up', 'gave up', 'giving up'], 'concede'),
  // priority given up is priority passed, not the game
  ...alike(['give up priority', 'gives up priority', 'gave up priority', 'giving up priority'], 'pass', 'priority'),
  // a tapped permanent is turned sideways; one untapped is straightened back up
  ...alike(['turn sideways', 'turns sideways', 'turning sideways'], 'tap'),
  'turned sideways': ['tapped'],
  ...alike(['straighten', 'straightens', 'straightened', 'straightening'], 'untap'),
  fog: ['prevent'],
  // a "clone" is any creature entering as a copy of another, as judges say it
  ...alike(['clone', 'clones', 'cloned', 'cloning'], 'copy'),
  ...alike(['wrath', 'sweeper', 'board wipe'], 'destroy'),
  ...alike(['kill spell', 'kill spells'], 'destroy'),
  // a creature as players call it ("my guy", "a lifelink guy"), not a player ("the guy across the table")
  ...alike(
    [...possessives, 'new', 'lifelink', 'deathtouch', 'flying', 'other'].flatMap((whose) => [`${whose} guy`, `${whose} guys`]),
    'creature',
  ),
  regen: ['regenerate'],
  // card-drawing slang: a cantrip draws a card
  cantrip: ['draw'],
  // a trigger on dying is a leaves-the-battlefield ability, which looks back in time
  ...alike(
    ['dies trigger', 'death trigger', 'dies ability', 'dies abilities', 'death ability', 'death abilities'],
    'leaves the battlefield',
  ),
  // judges clip "triggered ability" to "trigger" in the names of its kinds
  ...alike(['delayed trigger', 'delayed triggers'], 'delayed triggered ability'),
  ...alike(['reflexive trigger', 'reflexive triggers'], 'reflexive triggered ability'),
  // an ability that triggers "when you do" what the resolving one let you do is a reflexive one
  ...alike(['when you do', 'when i do', 'when they do', 'when he does', 'when she does'], 'reflexive triggered ability'),
  infinite: ['loop'],
  // the order in which the stack resolves: "last in, first out"
  ...alike(['lifo', 'last in first out'], 'stack'),
  rewind: ['illegal action'],
  counterspell: ['counter'],
  lifegain: ['life'],
  ...alike(['mana dork', 'mana rock'], 'mana ability'),
  // a permanent tapped or sacrificed "for mana" has a mana ability activated (the CR's own "tap … for mana")
  'for mana': ['mana ability'],
  // one attacker blocked by two creatures or more
  ...alike(
    ['double block', 'double blocked', 'double blocks', 'triple block', 'gang block', 'gang blocked'],
    'blocked creature',
    'blocking creature',
  ),
  // a permanent that "comes in" or "hits the battlefield" enters the battlefield
  ...alike(
    ['come in', 'comes in', 'came in', 'coming in', 'hit the battlefield', 'hits the battlefield', 'hitting the battlefield'],
    'enters the battlefield',
  ),
  // two creatures that deal each other lethal damage in combat "trade"
  ...alike(['trade', 'trades', 'traded', 'trading'], 'lethal damage', 'combat damage'),
  // the player who takes the first turn: a player "goes first", not a trigger ("which trigger goes first")
  ...alike(
    [
      'going first',
      ...['i', 'you', 'he', 'she', 'we', 'they', 'who', 'whoever'].flatMap((who) =>
        ['go', 'goes', 'went'].map((go) => `${who} ${go} first`),
      ),
    ],
    'starting player',
  ),
  // the deck a game is played with is the library: "the top of my deck" is the top of the library
  ...alike(
    ['top', 'bottom'].flatMap((end) => ['the', 'a', ...possessives].map((whose) => `${end} of ${whose} deck`)),
    'library',
  ),
  // the cards "left in" a deck are those in the library ("how many cards are left in my opponent's deck")
  ...alike(['left in … deck', 'remaining in … deck'], 'library'),
  // the land a player plays in a turn, a special action
  ...alike(['land drop', 'land drops'], 'play', 'land'),
  // a face-down morph turned face up, a special action
  ...alike(
    [
      ...['unmorph', 'unmorphs', 'unmorphed', 'unmorphing'],
      ...['turn', 'turns', 'turned', 'turning', 'flip', 'flips', 'flipped', 'flipping'].map((turn) => `${turn} … morph … face up`),
      ...['flip', 'flips', 'flipped', 'flipping'].flatMap((flip) =>
        ['my', 'a', 'the', 'his', 'her', 'their'].map((whose) => `${flip} ${whose} morph`),
      ),
    ],
    'face up',
    'special action',
  ),
  mull: ['mulligan'],
  // discarding "down" to a hand size is the cleanup step's discard to the maximum hand size
  ...alike(['discard down', 'discards down', 'discarded down', 'discarding down'], 'maximum hand size', 'cleanup step'),
  ...alike(['float', 'floating'], 'mana pool'),
  // until-end-of-turn effects and marked damage end in the cleanup step
  ...alike(['wear off', 'wears off', 'wore off', 'worn off', 'wearing off'], 'cleanup step'),
  // damage that "resets" is damage wearing off, as players say it
  ...alike(['damage reset', 'damage resets', 'dmg reset', 'dmg resets', 'reset damage', 'resets damage'], 'cleanup step'),
  // damage asked to "carry over", "heal", be "still there" or have "gone away" after combat asks when marked damage
  // wears off
  ...alike(
    ['damage', 'dmg'].flatMap((damage) =>
      [
        ...['carry over', 'carries over', 'carried over', 'heal', 'heals', 'healed', 'still there', 'gone by'],
        ...['stay on', 'stays on', 'stick around', 'sticks around', 'add up', 'adds up', 'still count', 'still counts'],
        ...['went away', 'goes away', 'go away', 'earlier in the turn', 'earlier this turn', 'once combat ended', 'after combat'],
      ].map((later) => `${damage} … ${later}`),
    ),
    'cleanup step',
  ),
  // players agreeing to move ahead ("go to combat", "skip ahead") take a shortcut
  ...alike(['skip ahead', 'skips ahead', 'skipping ahead', 'go to combat', 'move to combat', 'moving to combat'], 'shortcut'),
  // players' short names for zones, card types, abilities and formats ("the yard", "a pw", "pro red", "EDH")
  ...alike(['yard', 'gy', 'bin', 'binned'], 'graveyard'),
  rfg: ['exile'],
  // what not every player may see is in a hidden zone (the glossary: "… not all players can be expected to see the
  // cards' faces")
  ...alike(['hidden information', 'private information'], 'hidden zone'),
  bf: ['battlefield'],
  cz: ['command'],
  ...alike(['opp', 'opps'], 'opponent'),
  ...alike(['pw', 'pws', 'walker', 'walkers'], 'planeswalker'),
  ult: ['loyalty ability'],
  // a planeswalker's abilities, as players say them, are its loyalty abilities; "activating" one is activating those
  ...alike(
    [
      ...['planeswalker', 'walker', 'pw'].flatMap((card) => [`${card} ability`, `${card} abilities`, `abilities of … ${card}`]),
      ...doneToAPlaneswalker('activate'),
    ],
    'loyalty ability',
  ),
  // to "plus" or "minus" a planeswalker is to activate a loyalty ability (in any tense: "plussed", "minusing"); a
  // "minus ability" is one of negative cost
  ...alike(
    [...[...plusForms, ...minusForms].flatMap((verb) => [...doneToAPlaneswalker(verb), `${verb} it`]), 'plus ability', 'plus abilities'],
    'loyalty ability',
  ),
  ...alike(['minus ability', 'minus abilities'], 'loyalty ability', 'negative'),
  // a card "thrown away" or "tossed" from a hand is discarded; one "shown" to the table is revealed
  ...alike(['throw away', 'throws away', 'threw away', 'throwing away', 'toss', 'tosses', 'tossed', 'tossing'], 'discard'),
  ...alike(
    ['show', 'shows', 'showed', 'shown', 'showing'].flatMap((show) =>
      ['… card', 'everyone', 'the table', 'my opponent', 'their opponent', 'his opponent', 'her opponent'].map((what) => `${show} ${what}`),
    ),
    'reveal',
  ),
  // looking at or through a deck in a game is looking at a library (a deck built is a deck)
  ...alike(
    ['look at', 'looks at', 'looked at', 'looking at', 'look through', 'looks through', 'looked through', 'looking through'].map(
      (look) => `${look} … deck`,
    ),
    'library',
  ),
  // a spell or ability "pointed" or "aimed at" something targets it, as players say
  ...alike(
    ['point', 'points', 'pointed', 'pointing', 'aim', 'aims', 'aimed', 'aiming'].map((point) => `${point} … at`),
    'target',
  ),
  // a modal spell's "options" are its modes
  ...alike(['same option', 'option twice', 'both options'], 'mode'),
  // a mana symbol in a cost, as players count them ("colored pips")
  ...alike(['pip', 'pips'], 'mana symbol'),
  pro: ['protection'],
  // the judges' mnemonic for what protection stops: Damage, Enchanting or Equipping, Blocking, Targeting
  debt: ['protection'],
  // what can't be targeted has hexproof or shroud, as players sum them up
  untargetable: ['hexproof', 'shroud'],
  // what "can't be destroyed" has indestructible, as the rules define it; what "can't be targeted", hexproof or shroud
  ...alike(["can't be destroyed", 'cannot be destroyed', "can't get destroyed"], 'indestructible'),
  ...alike(["can't be targeted", 'cannot be targeted'], 'hexproof', 'shroud'),
  ...alike(['flyer', 'flier'], 'flying'),
  ...alike(['edh', 'cmdr'], 'commander'),
  // a "mono-black" deck or commander is one of a single color: which cards it may hold is its color identity
  ...alike(
    colorOrder.flatMap((color) => [`mono ${color}`, `mono-${color}`]),
    'color identity',
  ),
  // a creature named by its keyword ("a first striker blocks"), as players do
  'first striker': ['first strike'],
  'double striker': ['double strike'],
  ...alike(['layer system', 'layers'], 'layer'),
  // the IPG's abbreviations (guideAbbreviations), read as their name
  ...Object.fromEntries(Object.entries(guideAbbreviations).map(([abbreviation, name]) => [abbreviation, [name]])),
};

/**
 * Each phrase of a thesaurus, and the same with its last word inflected, → the CR terms it stands for. An IPG
 * abbreviation names an infraction or a penalty, a noun: only its plural ("two GRVs"), not "decced", no word a slip meant.
 */
function phrasesOf(thesaurus: Thesaurus): ReadonlyMap<string, readonly string[]> {
  const phrases = new Map<string, readonly string[]>();
  for (const [phrase, terms] of Object.entries(thesaurus)) {
    const words = phrase.split(' ');
    const plural = phrase.endsWith('s') ? [] : [`${phrase}s`];
    for (const form of phrase in guideAbbreviations ? plural : inflections(words.at(-1)!)) {
      const inflected = [...words.slice(0, -1), form].join(' ');
      if (!(inflected in thesaurus) && !phrases.has(inflected)) phrases.set(inflected, terms);
    }
  }
  for (const [phrase, terms] of Object.entries(thesaurus)) phrases.set(phrase, terms);
  return phrases;
}

/** The situation words and their inflected forms ("decks out"). */
export const situationPhrases: ReadonlySet<string> = new Set(phrasesOf(situations).keys());

/** The wordings' phrases and their inflected forms (words the rules write, not terms). */
export const wordingPhrases: ReadonlySet<string> = new Set(phrasesOf(rulesWordings).keys());

/**
 * The judge vocabulary's and the wordings' phrases and their inflected forms → the CR terms or words each stands for:
 * a phrase in both stands for the judge vocabulary's terms, then the wording ("flicker": Exile, and a card moved "from
 * one zone to another").
 */
export const phraseTerms: ReadonlyMap<string, readonly string[]> = phrasesOf(
  Object.fromEntries(
    [...new Set([...Object.keys(judgeVocabulary), ...Object.keys(rulesWordings)])].map((phrase) => [
      phrase,
      [...new Set([...(judgeVocabulary[phrase] ?? []), ...(rulesWordings[phrase] ?? [])])],
    ]),
  ),
);

/**
 * The thesaurus phrases and their inflected forms, longest first (a gap as its longest), for matching whole words;
 * each phrase's length worked out once, not at each of the sort's comparisons (the app's start waits on it).
 */
export const thesaurusPhrases: readonly string[] = [...phraseTerms.keys()]
  .map((phrase) => ({ phrase, length: longestSaid(phrase) }))
  .sort((a, b) => b.length - a.length)
  .map(({ phrase }) => phrase);

/**
 * Everyday words that loosely mean a CR term: a creature "killed" died or was destroyed, one "hit" was dealt damage,
 * a card "fetched" was searched for. Beside the words that decide a question they are filler ("does the legend rule
 * kill one of them": the legend rule decides), so they are read only when nothing else the query says is in the
 * imported text, where alone they would find nothing.
 */
export const looseVocabulary: Thesaurus = {
  ...alike(['kill', 'dead'], 'dies', 'destroy'),
  hit: ['damage'],
  wipe: ['destroy'],
  dork: ['mana ability'],
  fetch: ['search'],
};

/** The loose vocabulary's phrases and their inflected forms → the CR terms each stands for. */
export const loosePhraseTerms: ReadonlyMap<string, readonly string[]> = phrasesOf(looseVocabulary);

/**
 * The judge words of one word ("fizzle", "blink", "tutor"), of four letters or more: those the thesaurus lists first,
 * then the forms made from them, some of which no judge says ("fliered" of "flier" is no word "flikered" meant).
 */
const judgeWords: readonly string[] = [
  ...new Set([...Object.keys({ ...rulesWordings, ...judgeVocabulary }), ...phraseTerms.keys()]),
].filter((phrase) => !phrase.includes(' ') && phrase.length >= 4);

/** The judge word of one word a slip is one edit from ("fizle": "fizzle"), or null. */
export function judgeWordNear(word: string): string | null {
  // a word under four letters is one edit from too many
  if (word.length < 4) return null;
  return judgeWords.find((judged) => Math.abs(judged.length - word.length) <= 1 && editDistance(word, judged, 1) <= 1) ?? null;
}
