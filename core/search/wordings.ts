// Everyday phrasings → the words the Comprehensive Rules write for the same thing (core/search/thesaurus.ts maps judge
// vocabulary to the CR's terms; these map to its wording where no term names it). No rule numbers, no card names.

import {
  actionUnfinished,
  activatedForMana,
  alike,
  beforeOthersAct,
  belowZero,
  bothAtZero,
  colorGiven,
  costChanges,
  countsOfCopies,
  damageTaken,
  emptyLibrary,
  enteredAfterResolving,
  fateOf,
  joinedLater,
  manaKept,
  removedPermanent,
  respondingToOwn,
  seeingOthersLeave,
  staysOnBattlefield,
  triggeringWithOthers,
  triggersOrdered,
  whoseZone,
  type Thesaurus,
} from './phrasings.ts';
import { castingSituations } from './castingSituations.ts';
import { characteristicSituations } from './characteristicSituations.ts';
import { combatSituations } from './combatSituations.ts';
import { prioritySituations } from './prioritySituations.ts';
import { situationWordings } from './situationWordings.ts';

/**
 * Everyday phrasings → the words the rules write for the same thing, where those words name no term: "at the same
 * time" is what the rules call "simultaneously" (players who lose so draw the game), to "pick" is to "choose", a spell
 * cast "for free" is cast "without paying its mana cost", an ability "works" where the rules say it "functions".
 * Searched beside the phrase's own words, as a thesaurus entry's terms are; a term the phrase also names comes first
 * ("fail to find": Search).
 */
export const rulesWordings: Thesaurus = {
  ...alike(['same time', 'same moment', 'same instant'], 'simultaneously'),
  'at once': ['simultaneously', 'at the same time'],
  pick: ['choose'],
  // the "free" mulligan of a multiplayer game is its first, which the rules say doesn't count
  'free mulligan': ['first mulligan'],
  // which player's graveyard, hand or library a card goes to is its owner's (the rules never ask "whose")
  ...alike(whoseZone, 'owner', 'corresponding zone'),
  // a spell that "does anything" or "does nothing" is one that resolves or does not
  ...alike(['do anything', 'does anything', 'did anything', 'do nothing', 'does nothing', 'did nothing'], 'resolve'),
  work: ['function'],
  // a thing done at "sorcery speed" is done only any time a sorcery could be cast, as the rules write it
  'sorcery speed': ['could cast a sorcery'],
  // a rule that "applies to" or "works on" a thing is one that thing "is subject to", as the rules write it
  ...alike(['apply to', 'applies to', 'work on', 'works on'], 'subject to'),
  // damage a creature or a spell "splits" the rules say is "divided" ("split cards" and "split second" are terms)
  split: ['divide'],
  // an Aura or an Equipment that "falls off" was attached to an illegal object or player (the state-based actions)
  ...alike(['fall off', 'falls off', 'fell off', 'falling off'], 'attached to an illegal'),
  extra: ['additional'],
  // a spell some of whose targets became illegal resolves "normally" for the rest, as the rules say
  ...alike(['1 of … targets', 'other target', 'remaining target', 'remaining targets', 'rest of … spell'], 'resolve normally'),
  // an effect asking more than a player has ("discard two and I only have one") does only as much as possible
  ...alike(
    ["don't have enough", "doesn't have enough", "didn't have enough", 'only have 1', 'only has 1', 'only had 1'],
    'as much as possible',
  ),
  // an indestructible permanent asked to be sacrificed: sacrificing it doesn't destroy it
  ...alike(
    ['sacrifice', 'sacrificed', 'sacrifices', 'sacrificing'].flatMap((sacrifice) => [
      `${sacrifice} … indestructible`,
      `indestructible … ${sacrifice}`,
    ]),
    'doesn’t destroy it',
  ),
  // a power or toughness printed as an asterisk is one the rules say includes a star (*)
  ...alike(['asterisk', 'asterisks'], 'star'),
  // a planeswalker's "minus" ability has a negative loyalty cost
  minus: ['negative'],
  // the rules count "multiple" things also as "two or more" and "more than one" (blocking creatures, effects)
  multiple: ['two or more', 'more than one'],
  // an effect on "every player" is one the rules say instructs "more than one player" (who draws first, who chooses)
  ...alike(['every player', 'all players', 'all the players'], 'more than one player'),
  // a spell cast "for free", without paying its mana cost, is cast for an alternative cost (the CR's own example of one)
  ...alike(['for free', 'free spell', 'free spells'], 'alternative cost', 'without paying its mana cost'),
  // a double-faced card's sides, as players say them
  ...alike(['back side', 'backside'], 'back face'),
  ...alike(['front side', 'frontside'], 'front face'),
  // a player searching a hidden zone for cards of a stated quality may "fail to find" ("whiff") them: the rules say
  // that player isn’t required to find them, with the rules' own apostrophe
  ...alike(
    ['fail to find', 'failed to find', 'find nothing', 'found nothing', "didn't find", "don't find", 'not find', 'whiff', 'whiffed'],
    'search',
    'isn’t required to find',
  ),
  ...alike(
    ['hold priority', 'holds priority', 'holding priority', 'held priority', 'keep priority', 'keeps priority', 'kept priority'],
    'receives priority afterward',
  ),
  // what a player "gets" the rules say they "receive" (priority), and priority had again after acting is received afterward
  ...alike(['get priority', 'gets priority', 'got priority', 'getting priority'], 'receives priority'),
  ...alike(['priority back', 'priority again'], 'receives priority afterward'),
  // a player's "chance to act", or acting "again", is priority received
  ...alike(['act again', 'acts again', 'chance to act'], 'receives priority'),
  // to respond to one's own spell is to act with the priority its caster receives afterward, before anyone else may
  ...alike([...respondingToOwn, ...beforeOthersAct], 'receives priority afterward'),
  // what "goes away" in the rules empties (mana), ceases to exist (a token, a copy) or is removed (marked damage)
  ...alike(
    ['go away', 'goes away', 'went away', 'disappear', 'disappears', 'vanish', 'vanishes'],
    'empties',
    'ceases to exist',
    'is removed',
  ),
  // players' "two copies" of a card are cards with the same name (the rules' copies are made by copy effects); a
  // number word is a digit by the time phrases are met, and any count of copies says so ("five copies in my deck")
  ...alike([...countsOfCopies, 'multiple copies', 'both copies', 'many copies', 'second copy', 'another copy', 'third copy'], 'same name'),
  // a card that "comes back" or is "flickered" has moved from one zone to another, as the rules say it
  ...alike(
    [
      ...['come back', 'comes back', 'came back', 'coming back', 'bring it back', 'bring back', 'brought back', 'brings back'],
      // their other forms made as the judge vocabulary's, which these join (core/search/thesaurus.ts phraseTerms)
      ...['flicker', 'blink'],
    ],
    'from one zone to another',
  ),
  // a spell that "costs {1} more" or "costs 2 less" (cards' wording, and players') has a cost increase or reduction
  ...alike(costChanges('more'), 'total cost', 'cost increases'),
  ...alike(costChanges('less'), 'total cost', 'cost reductions'),
  // what players call an effect changing a cost ("a cost reducer", "Thalia's tax", "makes my instants cheaper")
  ...alike(['cost reducer', 'cost reduction', 'cheaper', 'discount', 'costs less'], 'total cost', 'cost reductions'),
  ...alike(['cost increase', 'tax', 'costs more'], 'total cost', 'cost increases'),
  // a permanent "bounced" is returned to its owner's hand: it moves from one zone to another
  bounce: ['hand', 'from one zone to another'],
  // a creature that "must attack" or "has to block" is under a requirement, as the rules call an effect saying so
  ...alike(
    [
      'must attack',
      'must block',
      'has to attack',
      'has to block',
      'have to attack',
      'have to block',
      'attacks each combat',
      'blocks each combat',
    ],
    'requirements',
  ),
  // what "stays" or is "kept" the rules say is retained (counters on an object that changes zones are not)
  ...alike(['stay', 'keep', 'kept'], 'retained'),
  // what was paid "back" (mana, life) is what the rules call a refund of costs, which a countered spell's
  // caster does not get
  ...alike(['mana back', 'life back', ...['get', 'gets', 'got', 'getting'].map((get) => `${get} back … mana`)], 'refund'),
  // a player who concedes leaves the game, and what happens to what they owned and controlled is what leaving does
  concede: ['leaves the game'],
  // a player who "drops out" or is "knocked out" of a game leaves it too
  ...alike(['drop out', 'drops out', 'dropped out', 'dropping out', 'knocked out', 'knocks out'], 'leaves the game'),
  // a target removed in response is one no longer legal as the spell or ability resolves
  ...alike(
    [
      ...removedPermanent.map((removed) => `${removed} in response`),
      // told the other way round ("in response, she sacrificed it")
      ...removedPermanent.map((removed) => `in response … ${removed.replace(/ …$/, '')}`),
      // or made one it can no longer target, by a keyword given in response
      ...['hexproof', 'shroud', 'protection'].flatMap((keyword) => [
        `${keyword} … in response`,
        ...['respond', 'responds', 'responded', 'responding'].map((respond) => `${respond} … ${keyword}`),
      ]),
    ],
    'illegal target',
    'no longer',
  ),
  // removed in response to its own ability, it was that ability's source, which resolves without it
  ...alike(
    removedPermanent.map((removed) => `${removed} in response to its`),
    'independently of its source',
  ),
  // what becomes of an Aura or an Equipment is what the state-based actions do with one attached to an illegal object
  // (an Aura no longer attached goes to the graveyard; an Equipment becomes unattached and stays)
  ...alike(fateOf(['aura', 'auras']), 'attached to an illegal', 'not attached'),
  ...alike(fateOf(['equipment']), 'attached to an illegal', 'unattached'),
  // an attacker whose blockers are gone is still a blocked creature, which the rules say "remains blocked"
  ...alike(
    [
      'nothing is blocking',
      'nothing blocking',
      'no blocker anymore',
      'no blockers anymore',
      'unblocked now',
      'now unblocked',
      'is unblocked',
      'becomes unblocked',
      'basically unblocked',
      'still blocked',
      'blocker dies',
      'blocker died',
      'blocker is removed',
      // the blocker named gone, with a word or two between ("the blocker gets bounced", "the blocker was killed")
      ...['bounced', 'killed', 'destroyed', 'sacrificed', 'exiled', 'removed', 'gone'].map((gone) => `blocker … ${gone}`),
      ...['the only blocker', 'only creature blocking', 'killed the blocking', 'kills the blocking', 'killed its blocker'],
    ],
    'remains blocked',
  ),
  // a player who "looks through" a graveyard or exile examines its cards, as the rules say of those public zones
  ...alike(['look through', 'looks through', 'looked through', 'looking through'], 'examine'),
  // "which replacement applies": a replacement is a replacement effect, the only kind of replacement the rules have
  ...alike(['replacement', 'replacements'], 'replacement effect'),
  // a replacement effect asked to apply "twice" or "again" to one event gets only one opportunity to affect it
  ...alike(
    ['replacement', 'replacements', 'doubler', 'doublers'].flatMap((replacement) =>
      ['once', 'twice', 'again', 'loop', 'looping', 'itself'].map((again) => `${replacement} … ${again}`),
    ),
    'only one opportunity',
  ),
  // players at 0 life at once lose the game at once (which, for all those remaining, is a draw)
  ...alike(bothAtZero, 'lose simultaneously'),
  // "who wins" asks how the game ends, which may be with no winner: the game is a draw
  ...alike(['who wins', 'who won', 'who would win', 'who will win'], 'wins the game', 'game is a draw'),
  // a thing tapped or sacrificed "for mana" activates a mana ability: the rules' "activated mana ability", not a triggered one
  ...alike(activatedForMana, 'activated mana ability'),
  // a library with no cards in it, from which a player who must draw cannot and so loses the game
  ...alike(emptyLibrary, 'library with no cards'),
  // mana a player keeps for later is mana left in the mana pool, which empties as each step and phase ends
  ...alike(manaKept, 'mana pool empties'),
  // a permanent that "stays" where it is remains on the battlefield, as the rules say of an Equipment left unattached
  ...alike(staysOnBattlefield, 'remains on the battlefield'),
  // a permanent that changed zones and came back is a "new object", as the rules say, not a new creature or permanent
  ...alike(['new creature', 'new permanent', 'new one', 'different creature', 'different permanent'], 'new object'),
  // a value "below 0" or "negative" is what the rules say is "0 or less" (a creature's toughness, a player's life)
  ...alike(belowZero, '0 or less'),
  // an object given a color has, as the rules say, a "new color", which replaces its others (105.3)
  ...alike(colorGiven, 'new color'),
  // a creature or a player that "takes damage" is, as the rules say, "dealt damage"
  ...alike(damageTaken, 'dealt damage'),
  // a player puts the abilities they control that triggered together on the stack "in any order" they choose
  ...alike(triggersOrdered, 'in any order'),
  // a trigger on dying that "sees" the creatures dying with it is a leaves-the-battlefield ability, which looks back in time
  ...alike(seeingOthersLeave, 'look back in time'),
  ...alike(triggeringWithOthers, 'look back in time'),
  // a creature asked to be "still attacking" or "no longer blocking" may have been removed from combat
  ...alike(
    ['still', 'no longer', 'stop', 'stops'].flatMap((still) => ['attacking', 'blocking', 'in combat'].map((doing) => `${still} ${doing}`)),
    'removed from combat',
  ),
  // of two effects that would each change one event, the affected player or object's controller "chooses one to
  // apply": players ask who picks which one applies (layered effects apply in an order no player picks)
  ...alike(
    [
      ...['who … which …', 'who chooses …', 'who decides …', 'who picks …', 'who gets to choose …', 'who gets to pick …'].flatMap((who) => [
        `${who} applies`,
        `${who} apply`,
      ]),
      'who … which … goes first',
      ...['who decides', 'who picks', 'who chooses', 'who gets to choose', 'who gets to pick'].map((who) => `${who} … order`),
      ...['what order … effects', 'which order … effects', 'order … 2 effects', 'order … both effects'],
    ],
    'chooses one to apply',
  ),
  // a copy of a spell "kicked" or with its X, modes or targets as the original's copies all decisions made for it
  ...alike(
    ['copy', 'copies', 'copied', 'copying'].flatMap((copy) =>
      ['kicked', 'kicker', 'x', 'mode', 'modes'].map((choice) => `${copy} … ${choice}`),
    ),
    'all decisions made for it',
  ),
  // a card a player "has to show" is one they must reveal (a face-down permanent leaving the battlefield)
  ...alike(
    ['have to show', 'has to show', 'had to show', 'must show', 'show … what it was', 'show … what it is', 'show … what card'],
    'must reveal',
  ),
  // an ability that would "still resolve" once its source is gone exists on the stack independently of its source
  ...alike(
    ['trigger', 'ability', 'ping', 'damage'].flatMap((what) => [`${what} … still resolve`, `${what} … still happen`]),
    'independently of its source',
  ),
  // of spells and abilities on the stack, the one asked to "resolve first" is the top, the "last-added" (not a trigger
  // a player lets "resolve first": an order they choose)
  ...alike(['which … resolves first', 'which … resolve first'], 'last-added'),
  // what happens "in the middle of" a spell resolving waits for the next time a player would receive priority (the
  // state-based actions, triggered abilities), as the rules say (some with "get priority")
  ...alike(
    [
      ...['middle of … resolving', 'middle of … resolution', 'while … resolving', 'mid-resolution', 'mid resolution'],
      ...['during resolution', 'during its resolution', 'during the resolution'],
    ],
    'would receive priority',
    'would get priority',
  ),
  // mana made while a spell is being cast: a mana ability may be activated even in the middle of casting a spell (a
  // phrase said word for word keeps a rare word such as "partway" from being mended as a slip, as one with a gap can't)
  ...alike(
    [
      ...['midway through', 'partway through', 'halfway through'].flatMap((part) => [`${part} casting`, `${part} … casting`]),
      ...['mid-cast', 'mid cast', 'mid casting', 'middle of … casting'],
    ],
    'in the middle of casting',
  ),
  // an ability said to "look back": leaves-the-battlefield abilities look back in time
  ...alike(['look back', 'looks back', 'lookback'], 'look back in time'),
  // the first of two combat damage steps, as players name it ("the first-strike step", "after the first hit"): the
  // rules' "first combat damage step"
  ...alike(
    [
      ...['first step', 'first damage step', 'first-strike step', 'first strike step', 'fs step', 'first-strike damage step'],
      ...['first strike damage step', 'first hit', 'first-strike hit', 'first strike hit'],
    ],
    'first combat damage step',
  ),
  // creatures that "hit each other" deal their damage at once, as the rules say combat damage is dealt
  ...alike(['hit each other', 'hits each other', 'hitting each other'], 'dealt simultaneously'),
  // one creature asked to block several attackers: each blocker blocks one creature unless an effect says otherwise
  // (a number word is a digit by then)
  ...alike(
    // not "blocking two", a creature an effect already lets block them
    ['block', 'blocks'].flatMap((block) => ['2', 'more than 1', 'multiple', 'both'].map((several) => `${block} ${several}`)),
    'one creature for it to block',
  ),
  // an action a player starts but can't pay for is one they can't legally complete: it is reversed
  ...alike(actionUnfinished, 'can’t legally complete'),
  // the objects a resolved spell's effect changes are fixed as it begins: one entering after is not among them
  ...alike([...enteredAfterResolving, ...joinedLater], 'set of objects it affects is determined'),
  // a thing done "twice in one turn" asks after a limit of once each turn (a loyalty ability's: none activated before);
  // "one" is a digit by then
  ...alike(
    [
      ...['1 turn', 'the same turn', 'a turn', 'this turn', 'each turn'].flatMap((turn) => [`twice in ${turn}`, `twice ${turn}`]),
      // an ability "already used" or "already activated this turn", asked to be used again
      ...['already used', 'already activated'].map((used) => `${used} … this turn`),
    ],
    'once each turn',
    'previously activated',
  ),
  // a copy asked to have the counters, Auras or Equipment of what it copies: those, as status, are not copied
  ...alike(
    ['copy', 'copies', 'copied', 'copying', 'clone', 'clones', 'cloned', 'cloning'].flatMap((copy) =>
      ['counters', 'counter', 'aura', 'auras', 'equipment'].map((kept) => `${copy} … ${kept}`),
    ),
    'are not copied',
  ),
  // a spell with X cast free (cascade's way, or another's) has 0 as X's only legal value
  ...alike(
    ['cascade', 'cascades', 'cascaded', 'cascading', 'for free', 'without paying', 'without paying its mana cost'].map(
      (free) => `${free} … x`,
    ),
    'only legal choice for x is 0',
  ),
  // of two permanents a player may not both control, which one to keep is one the player "chooses" (the legend rule)
  ...alike(
    [
      ...['keep both', 'keep both of them', 'keep one of them', 'which one do i keep', 'which do i keep'],
      ...['pick', 'choose', 'decide'].flatMap((pick) => [`${pick} which one stays`, `${pick} which one to keep`]),
    ],
    'chooses one of them',
  ),
  // a token bounced to a hand, or asked to be recast from one, is in a zone other than the battlefield: it ceases to exist
  ...alike(
    [
      ...['bounce', 'bounced', 'bounces', 'return', 'returned', 'returns'].map((bounce) => `token … ${bounce}`),
      ...['bounce', 'bounced', 'bounces'].map((bounce) => `${bounce} … token`),
      ...['recast', 'cast it again', 'cast it from my hand'].map((recast) => `token … ${recast}`),
    ],
    'ceases to exist',
  ),
  // a card exiled "until" something happens (an O-Ring's, a Banisher Priest's) changes zones until a specified event
  // occurs (the rules quote their "until", with the quotation marks of each CR's edition)
  ...alike(
    [...['exile', 'exiles', 'exiled', 'exiling'].map((exile) => `${exile} … until`), 'until … leaves', 'until it leaves'],
    'specified event',
  ),
  // life paid by a player at or near that much life: a player may pay life only up to their life total
  ...alike(
    ['pay', 'pays', 'paying', 'paid'].flatMap((pay) => [
      `${pay} … life … at … life`,
      `${pay} … life … with … life`,
      `${pay} … life … only have`,
      `${pay} more life than`,
    ]),
    'greater than or equal to the amount',
  ),
  // a blocked creature left "with no blockers" assigns no combat damage: no creatures are currently blocking it
  ...alike(
    [
      ...['with no blockers', 'with no blocker', 'no blocker left', 'no blockers left'],
      ...['blocker is gone', 'blockers are gone', 'blockers gone', 'without its blocker'],
    ],
    'no creatures are currently blocking',
  ),
  // two alternative costs asked of one spell: only one alternative cost can be applied to it
  ...alike(
    ['2', 'multiple', 'both', 'more than 1'].flatMap((several) => [`${several} alternative costs`, `${several} alt costs`]),
    'only one alternative cost',
  ),
  // a "singleton" (or "highlander") deck is one whose cards, other than basic lands, each have a different English name
  ...alike(['singleton', 'highlander'], 'different english name'),
  // situations a question tells, read from its words wherever they stand
  ...situationWordings,
  ...castingSituations,
  ...prioritySituations,
  ...characteristicSituations,
  ...combatSituations,
  // a player who "peeks" at a hidden card looks at it, as the rules say
  ...alike(['peek', 'peek at'], 'look at'),
  // judges' short form of the golden rule that a "can't" effect takes precedence over one that allows
  ...alike(["can't beats can", 'cant beats can', "can't beat can", 'cant beat can', "can't trumps can"], 'effect takes precedence'),
};
