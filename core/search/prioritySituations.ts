// Situations of priority and of the stack, as a question tells them ("after my spell resolves, who gets to act
// first?", "can he respond while it's resolving?"), and the words the rules write for what decides them. Part of the
// rules wordings (core/search/wordings.ts); no rule numbers, no card names.

import { alike, saidTogether, type Thesaurus } from './phrasings.ts';

/** A player's turn to act, as players say it: "who gets to act first", "priority back". */
const actingFirst: readonly string[] = [
  ...['act first', 'acts first', 'go first', 'goes first', 'get to act', 'gets to act', 'act again', 'acts again'],
  ...['get priority', 'gets priority', 'priority back', 'has priority', 'who has priority', 'priority goes', 'priority passes'],
];

/** Doing something at instant speed, as a question asks it of a moment: "respond", "cast anything". */
const actingAtAll: readonly string[] = [
  ...['respond', 'responds', 'responding', 'cast anything', 'cast something', 'cast an instant', 'cast a spell'],
  ...['activate', 'do anything', 'do something', 'priority'],
];

/** A spell or ability partway through its resolution: "while it's resolving", "mid-resolution" ("it's" is read "it"). */
const resolvingNow: readonly string[] = [
  ...['while … resolving', 'while … resolves', 'mid resolution', 'middle of resolving', 'middle of resolution'],
  ...['during resolution', 'during its resolution', 'as … is resolving', 'when … resolving'],
];

/** A special action, as players name the common ones: a land played, a face-down creature turned up. */
const specialActions: readonly string[] = [
  ...['play a land', 'played a land', 'playing a land', 'plays a land', 'land drop', 'play my land', 'played my land'],
  ...['turn it face up', 'turned it face up', 'turning it face up', 'unmorph', 'unmorphed', 'special action'],
];

/** A spell or ability stopped: "countered", "fizzled". */
const countered: readonly string[] = ['countered', 'counterspelled', 'fizzle', 'fizzled', 'fizzles'];

/** Something paid asked for again: "do I get it back", "refunded". */
const paidBack: readonly string[] = [
  ...['get back', 'gets back', 'get … back', 'gets … back', 'got … back', 'give … back', 'refund', 'refunded'],
  ...['wasted', 'lost the mana', 'lose the mana'],
];

/** An action begun and found unpayable, asked to be undone: "can't actually pay … does it get undone". */
const unpaid: readonly string[] = [
  ...["can't pay", "can't actually pay", "couldn't pay", "couldn't actually pay", 'cannot pay', "can't afford", "couldn't afford"],
  ...['not enough mana', "didn't have enough", "don't have enough", "doesn't have enough"],
];
/** Undoing it, as players ask: "rewind", "does it get undone", "do the lands stay tapped". */
const undone: readonly string[] = [
  ...['undo', 'undone', 'undid', 'rewind', 'rewound', 'take it back', 'take back', 'took back', 'back up', 'backed up'],
  ...['stay tapped', 'stays tapped', 'untap them', 'reversed', 'reverse'],
];

/** The number X, as a question names it: "X", "the value of X", "what X is". */
const theNumberX: readonly string[] = ['x', 'value of x', 'what x is', 'what x will be', 'x is'];
/** Giving X its value, as players say it. */
const announcing: readonly string[] = ['announce', 'declare', 'choose', 'decide', 'say', 'name', 'pick'];

/** Mana made or paid, as a question says it of a moment: "tap my lands", "float the mana". */
const makingMana: readonly string[] = ['tap', 'tapping', 'float', 'floating', 'floated', 'mana abilities', 'for mana'];

/** A triggered ability asked to trigger once or again: "once for each", "once per creature". */
const triggeringEach: readonly string[] = ['once for each', 'once per', 'once for the', 'for each one', 'trigger once', 'triggers once'];

/** A spell's casting not yet finished: "while I'm still paying", "before I finish casting". */
const stillPaying: readonly string[] = [
  ...['still paying', 'still tapping', 'finish paying', 'finished paying', 'done paying', 'fully cast', 'finish casting'],
  ...['finished casting', 'done casting', 'finish tapping', 'finished tapping'],
];

/** A creature's death asked to wait: "before it dies", "is it dead before I can". */
const beforeDying: readonly string[] = ['before it dies', 'before it died', 'before … dies', 'dead before', 'die before', 'dies before'];

/** An instant or sorcery put into the graveyard, as players say it: "hits the yard", "goes to the graveyard". */
const spellBinned: readonly string[] = ['instant', 'sorcery', 'spell'].flatMap((spell) =>
  ['goes to the graveyard', 'go to the graveyard', 'hits the graveyard', 'hit the graveyard', 'hits the yard', 'hit the yard'].map(
    (binned) => `${spell} ⋯ ${binned}`,
  ),
);

/** Priority and stack situations → the words the rules write for what decides them. */
export const prioritySituations: Thesaurus = {
  // a spell or ability has resolved and it is asked who may act next: the active player receives priority
  ...alike(
    ['resolves', 'resolved', 'after it resolves'].flatMap((resolved) => actingFirst.map((first) => `${resolved} ⋯ ${first}`)),
    'receives priority after a spell or ability',
  ),
  // acting while a spell or ability is resolving: no player has priority then
  ...alike(saidTogether(resolvingNow, actingAtAll), 'no player has priority while'),
  // after a special action (a land played) it is asked who has priority: the player who took it receives it afterward
  ...alike(
    specialActions.flatMap((action) => ['priority', ...actingFirst].map((first) => `${action} ⋯ ${first}`)),
    'receives priority afterward',
  ),
  // mana made while a spell or ability resolves (to pay what it offers): mana abilities may be activated before paying
  ...alike(saidTogether(resolvingNow, makingMana), 'option to pay mana'),
  // a triggered ability asked to trigger for each of several things at once: one event may hold multiple occurrences
  ...alike(
    ['trigger', 'triggers', 'triggered'].flatMap((trigger) => triggeringEach.map((each) => `${trigger} ⋯ ${each}`)),
    'multiple occurrences',
  ),
  // an ability that triggers on a spell cast, asked of while it is being paid for: it triggers as the spell becomes cast
  ...alike(saidTogether(['trigger', 'triggers', 'triggered'], stillPaying), 'spell becomes cast'),
  // a planeswalker's ability that adds mana, asked whether it is a mana ability: a loyalty ability is not
  ...alike(
    saidTogether(['loyalty', 'planeswalker', 'planeswalkers', 'walker'], ['mana ability', 'mana abilities']),
    'not a loyalty ability',
  ),
  // something done after a spell resolved, before a creature it left dying dies: state-based actions come first
  ...alike(
    ['resolved', 'resolves', 'finished', 'is done'].flatMap((resolved) => beforeDying.map((dies) => `${resolved} ⋯ ${dies}`)),
    'first performs all applicable state-based actions',
  ),
  // an instant or sorcery asked to be in the graveyard before what it did is over: it goes there as its last step
  ...alike(
    spellBinned.flatMap((binned) => ['before', 'first'].map((first) => `${binned} ⋯ ${first}`)),
    'as the final part of',
  ),
  // a spell cast without paying its mana cost, asked of a tax on it: cost increases apply to the alternative cost
  ...alike(
    saidTogether(['without paying', 'for free', 'free'], ['tax', 'taxes', 'cost more', 'costs more', 'owe', 'cost increase']),
    'applied to that alternative cost',
  ),
  // mana made, asked whether making it passes priority: the player who activated it receives priority afterward
  ...alike(
    makingMana.flatMap((tap) =>
      ['pass … priority', 'passed … priority', 'passes … priority', 'hand … priority'].map((pass) => `${tap} ⋯ ${pass}`),
    ),
    'receives priority afterward',
  ),
  // abilities triggering while a spell resolves, asked when they go on the stack: the next time a player would receive
  // priority ("in the middle of" alone may be of casting)
  ...alike(
    [
      ...saidTogether(['trigger', 'triggers', 'triggered'], resolvingNow),
      ...['resolves', 'resolved'].flatMap((resolved) =>
        ['trigger', 'triggers'].map((trigger) => `${resolved} ⋯ ${trigger} ⋯ in the middle of`),
      ),
    ],
    'next time a player would receive priority',
  ),
  // an optional ("may") triggered ability, asked when its choice is made: as it resolves
  ...alike(
    saidTogether(
      ['you may', 'may trigger', 'may ability', 'optional trigger', 'optional ability'],
      ['decide', 'yes or no', 'yes no', 'the choice'],
    ),
    'choice is made when the ability resolves',
  ),
  // a "next end step" ability begun during an end step: it waits for the next turn's end step
  ...alike(['end step ⋯ next end step', 'end step ⋯ next end of turn'], 'won’t trigger until the next turn’s end step'),
  // a creature sacrificed once combat damage is assigned, asked to still deal it: assigned damage is dealt at once
  ...alike(
    saidTogether(
      ['damage is assigned', 'damage was assigned', 'damage on the stack', 'old school', 'old-school'],
      ['sac', 'sacrifice', 'sacrificed', 'still deal', 'still deals'],
    ),
    'dealt simultaneously',
  ),
  // a countered spell's costs asked for back: no refund of costs paid
  ...alike(saidTogether(countered, paidBack), 'any costs that were paid'),
  // an action begun and found unpayable: it is reversed, and payments made are canceled
  ...alike(saidTogether(unpaid, undone), 'entire action is reversed'),
  // when the value of X is chosen ("when do I have to say what X is"): it is announced as the spell is cast (what X
  // may be, asked without "when", is another question)
  ...alike(
    theNumberX.flatMap((x) => announcing.map((say) => `when ⋯ ${say} … ${x}`)),
    'announces the value of that variable',
  ),
};
