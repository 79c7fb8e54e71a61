// Players' phrasings, built as lists of the ways they say one thing ("sacrificed it", "killed the Sorcerer", "bounced
// his creature"), and the shape both vocabularies share (core/search/wordings.ts, core/search/thesaurus.ts).
// No rule numbers, no card names.

import { colorOrder } from '../engine/model.ts';

/** What a judge's phrase stands for: CR terms, most specific first; an older CR may only know a later alternative. */
export type Thesaurus = Readonly<Record<string, readonly string[]>>;

/** Several phrases standing for the same CR terms ("wrath", "sweeper" and "board wipe": Destroy). */
export const alike = (phrases: readonly string[], ...terms: string[]): Thesaurus =>
  Object.fromEntries(phrases.map((phrase) => [phrase, terms]));

/** "2 copies" to "99 copies": a count of cards said as copies. */
export const countsOfCopies: readonly string[] = Array.from({ length: 98 }, (_, k) => `${k + 2} copies`);

/** Whose a thing is, as a player says it before the thing ("my deck", "their own"). */
export const possessives: readonly string[] = ['my', 'your', 'his', 'her', 'their', 'our'];

/** "respond to my own", "responding to your own", "in response to their own": acting on what one has just done. */
export const respondingToOwn: readonly string[] = ['respond to', 'responds to', 'responded to', 'responding to', 'in response to'].flatMap(
  (respond) => possessives.map((whose) => `${respond} ${whose} own`),
);

/** "whose graveyard", "my graveyard or theirs": a question of which player's zone a card goes to. */
export const whoseZone: readonly string[] = ['graveyard', 'yard', 'hand', 'library'].flatMap((zone) => [
  `whose ${zone}`,
  ...['theirs', 'mine', 'his', 'hers', 'yours', 'ours'].map((whose) => `${zone} or ${whose}`),
]);

/**
 * "sacrificed it", "killed the Sorcerer", "bounce his Llanowar Elves": a permanent removed, as a player tells it, the
 * permanent named in the gap (core/search/phraseSaid.ts).
 */
export const removedPermanent: readonly string[] = [
  // not "sacrifice" or "exile", also nouns ("a sacrifice ability in response")
  ...['sacrificed', 'sacrifices', 'exiled', 'exiles', 'bounce', 'bounced', 'bounces', 'kill', 'killed', 'kills'],
  ...['destroy', 'destroyed', 'destroys', 'flicker', 'flickered', 'flickers', 'blink', 'blinked', 'blinks'],
  ...['remove', 'removed', 'removes'],
  // players' short forms of sacrificing (the judge vocabulary's "sac"; "sac" itself asks to, as "sacrifice" does, but
  // for the permanent already spoken of: "I sac it in response")
  ...['sacs', 'sacced', 'sacked', "sac'd", 'sac it', 'sac them'],
].map((removed) => `${removed} …`);

/** "what happens to my Aura", "does the Equipment go": what becomes of a thing attached once its object changes. */
export const fateOf = (attached: readonly string[]): string[] =>
  attached.flatMap((thing) => [
    ...['the', 'an', ...possessives].map((whose) => `happens to ${whose} ${thing}`),
    `happens to ${thing}`,
    `does the ${thing} go`,
    `do the ${thing} go`,
  ]);

/**
 * "tapping a land for mana", "sacrificed it for mana", "tapped Sol Ring for two mana": a permanent's mana ability
 * activated, as players say it, the permanent named in the gap.
 */
export const activatedForMana: readonly string[] = ['tap', 'taps', 'tapped', 'tapping', 'sacrifice', 'sacrificed', 'sacrificing'].flatMap(
  (verb) => ['mana', ...['1', '2', '3', '4', '5', 'x'].map((count) => `${count} mana`)].map((mana) => `${verb} … for ${mana}`),
);

/** "no cards left in my library", "nothing in his library": a library with no cards to draw from. */
export const emptyLibrary: readonly string[] = [
  'no cards in',
  'no cards left in',
  'no more cards in',
  'nothing left in',
  'nothing in',
].flatMap((none) => ['the', ...possessives].map((whose) => `${none} ${whose} library`).concat(`${none} library`));

/** "save it for later", "keep my mana", "the mana was gone": mana left unspent to use in a later step or phase. */
export const manaKept: readonly string[] = [
  ...['save', 'saved', 'keep', 'kept', 'hold', 'held', 'store', 'bank'].flatMap((keep) =>
    ['mana', 'the mana', 'that mana', 'unused mana', ...possessives.map((whose) => `${whose} mana`)].map((mana) => `${keep} ${mana}`),
  ),
  ...['save it for later', 'mana for later', 'keep it for later', 'use it later'],
  ...["didn't spend", "don't spend", 'not spent', 'unspent mana'],
  ...['leftover mana', 'left over mana', 'save the leftover', 'keep the leftover'],
  // and mana said to be gone by then ("the mana vanished", "my mana was already gone")
  ...['gone', 'vanished', 'vanishes', 'disappeared', 'disappears', 'went away', 'goes away'].map((gone) => `mana … ${gone}`),
  // or asked to be "still there" later
  ...['still there', 'stick around', 'sticks around', 'carry over', 'carries over'].map((kept) => `mana … ${kept}`),
  // or made and not used ("add mana in my main phase and don't use it")
  ...["don't use it", "didn't use it", 'not use it', 'not used', 'unused'].map((unused) => `mana … ${unused}`),
];

/** "stays on the battlefield", "stay in play": what the rules say remains on the battlefield. */
export const staysOnBattlefield: readonly string[] = ['stay', 'stays', 'stayed', 'staying'].flatMap((stay) =>
  ['on the battlefield', 'in play', 'on the board'].map((where) => `${stay} ${where}`),
);

/** "negative power", "life goes negative", "below 0": a value the rules say is "0 or less" (a number word a digit by then). */
export const belowZero: readonly string[] = [
  ...['power', 'toughness', 'life', 'loyalty'].flatMap((value) => [`negative ${value}`, `${value} is negative`, `${value} goes negative`]),
  ...['go negative', 'goes negative', 'went negative', 'gone negative', 'below 0', 'less than 0', 'under 0'],
];

/** "turns my creature blue", "became green": an object given a color (not "makes black", mana; nor "turn", a noun). */
export const colorGiven: readonly string[] = ['turns', 'turned', 'become', 'becomes', 'became'].flatMap((verb) =>
  colorOrder.map((color) => `${verb} … ${color}`),
);

/** "takes damage", "took 3 damage": a thing the rules say is "dealt damage". */
export const damageTaken: readonly string[] = ['take', 'takes', 'took', 'taking', 'taken'].map((take) => `${take} damage`);

/** "order my triggers", "stacking the triggers": a player putting triggered abilities on the stack in an order. */
export const triggersOrdered: readonly string[] = ['order', 'ordering', 'ordered', 'stack', 'stacking', 'stacked'].flatMap((order) =>
  ['triggers', 'the triggers', 'my abilities', ...possessives.map((whose) => `${whose} triggers`)].map((what) => `${order} ${what}`),
);

/** "does it see the others die", "sees all of them": a trigger on leaving the battlefield noticing what left with it. */
export const seeingOthersLeave: readonly string[] = ['see', 'sees', 'saw', 'seeing'].flatMap((see) =>
  [
    'the others',
    'all the others',
    'the other creatures',
    'all the other creatures',
    'all of them',
    'them die',
    'them all die',
    'them dying',
    'each other die',
    'itself die',
    'everything die',
    'everything else die',
  ].map((what) => `${see} ${what}`),
);

/**
 * "does it trigger for all the others", "itself included", "even though it died too": a dies trigger counting the
 * creatures that died with its source, which is what leaving-the-battlefield abilities looking back in time decide.
 */
export const triggeringWithOthers: readonly string[] = [
  ...['trigger', 'triggers', 'triggered', 'triggering'].flatMap((trigger) =>
    ['itself', 'the others', 'all the others'].map((what) => `${trigger} for ${what}`),
  ),
  'itself included',
  'though it died too',
  'though it dies too',
];

/** "before my opponent gets a chance", "before they can respond": acting again before anyone else may. */
export const beforeOthersAct: readonly string[] = ['he', 'she', 'they', 'anyone', 'my opponent', 'the opponent', 'my opponents'].flatMap(
  (who) =>
    ['gets a chance', 'get a chance', 'can respond', 'gets to respond', 'get to respond', 'does'].map((act) => `before ${who} ${act}`),
);

/** "we both hit 0", "every remaining player hits 0": players at 0 life at once (a number word is a digit by then). */
export const bothAtZero: readonly string[] = ['both', 'every', 'everyone', 'all of us', 'all players'].flatMap((all) =>
  ['hit 0', 'hits 0', 'to 0', 'at 0', '0 life'].map((zero) => `${all} … ${zero}`),
);

/** "started to cast it and couldn't pay", "starting to activate … can't afford it": an action begun that can't be finished. */
export const actionUnfinished: readonly string[] = ['start to', 'starts to', 'started to', 'starting to'].flatMap((start) =>
  ["can't pay", "couldn't pay", 'cannot pay', "can't afford", "couldn't afford"].map((unpaid) => `${start} … ${unpaid}`),
);

/** "enter the battlefield after Overrun resolves", "flash in a creature after it resolved": a newcomer to an effect. */
export const enteredAfterResolving: readonly string[] = [
  'enter',
  'enters',
  'entered',
  'entering',
  'come in',
  'comes in',
  'came in',
  'flash in',
  'flashed in',
].flatMap((enter) => ['resolves', 'resolved'].map((resolved) => `${enter} … after … ${resolved}`));

/** "creatures I play later that turn", "does the new creature get the bonus": a creature joining after an effect began. */
export const joinedLater: readonly string[] = [
  ...['creature', 'creatures'].flatMap((creature) => ['later', 'afterward', 'afterwards'].map((later) => `${creature} … ${later}`)),
  ...['new creature get', 'new creatures get', 'get the bonus too', 'get the bonus as well', 'get the bonus also'],
];

/** "costs 2 more", "costs x less", "more to cast": what a cost increase or reduction says, numbers as digits by then. */
export const costChanges = (way: 'more' | 'less'): string[] => [
  ...[...Array.from({ length: 20 }, (_, k) => `${k + 1}`), 'x'].map((count) => `costs ${count} ${way}`),
  `${way} to cast`,
  `${way} to activate`,
];

/** Phrases saying one of `these` and one of `those` anywhere in a question, in either order (a far gap between). */
export const saidTogether = (these: readonly string[], those: readonly string[]): string[] =>
  these.flatMap((one) => those.flatMap((other) => [`${one} ⋯ ${other}`, `${other} ⋯ ${one}`]));

/** A creature attacking a player other than the one asking: in a multiplayer game, an ally, a friend, "another player". */
export const attackingSomeoneElse: readonly string[] = [
  ...['friend', 'buddy', 'ally', 'teammate', 'partner'].flatMap((ally) => [`attacking my ${ally}`, `attacking a ${ally}`]),
  ...['another player', 'other players', 'the other player', 'someone else', 'another opponent', 'a different player'].map(
    (other) => `attacking ${other}`,
  ),
];

/** Control of a creature taken by another player, as players say it: "stole", "took control of". */
export const controlTaken: readonly string[] = [
  ...['steal', 'steals', 'stole', 'stolen', 'stealing'],
  ...['take', 'takes', 'took', 'taken', 'taking', 'gain', 'gains', 'gained'].map((take) => `${take} control`),
];

/** Acting in response, as players say it: "respond", "in response", a "Stifle" of a thing. */
export const responding: readonly string[] = [
  'respond',
  'responds',
  'responded',
  'responding',
  'in response',
  'stifle',
  'stifles',
  'stifled',
];

/** A cost made smaller, as players say it: "a cost reducer", "costs 1 less", "cheaper". */
export const costLowered: readonly string[] = [
  ...['cost reducer', 'cost reducers', 'cost reduction', 'reduces', 'reduce', 'reduced', 'cheaper', 'discount'],
  ...costChanges('less'),
];

/** An ability's source gone before it resolves ("killed it while its ability was on the stack … does it still"). */
export const sourceGoneStill: readonly string[] = ['ability', 'abilities', 'trigger', 'triggers', 'activated', 'activate'].flatMap(
  (ability) =>
    ['dies', 'died', 'killed', 'kills', 'destroyed', 'exiled', 'bolted', 'bounced', 'sacrificed', 'is gone', 'leaves', 'left'].flatMap(
      (gone) => [`${ability} ⋯ ${gone} ⋯ still`, `${gone} ⋯ ${ability} ⋯ still`, `${ability} ⋯ still ⋯ ${gone}`],
    ),
);

/** A spell begun and then found unpayable ("started casting it and then realized I was one mana short"). */
export const castingUnfinished: readonly string[] = [
  ...['start casting', 'started casting', 'starting to cast', 'begin casting', 'began casting', 'tapped out to cast'],
  ...['partway through', 'halfway through', 'midway through'],
].flatMap((begun) =>
  ["can't pay", 'cannot pay', "can't afford", 'mana short', 'not enough', 'enough mana', "can't legally", "can't finish"].map(
    (unpaid) => `${begun} ⋯ ${unpaid}`,
  ),
);

/** A player gone from a multiplayer game, as players say it: "knocked out", "scooped", "left the game". */
export const playerGone: readonly string[] = [
  ...['knocked out', 'eliminated', 'leaves the game', 'left the game', 'they were out', 'she was out', 'he was out'],
  ...['concede', 'concedes', 'conceded', 'scoop', 'scoops', 'scooped'],
];

/** A player gone, or said to have lost or died ("the active player died"). */
export const playerLeft: readonly string[] = [
  ...['loses', 'lost', 'dies', 'died', 'is out', 'was out'].map((left) => `player ${left}`),
  ...playerGone,
];

/** A target picked, or changed by the player who picked it: "pick the target", "name a target", "swap the target". */
export const targetsPicked: readonly string[] = [
  ...['pick', 'choose', 'name', 'declare', 'decide', 'announce'].flatMap((pick) => [
    `${pick} the target`,
    `${pick} a target`,
    `${pick} targets`,
    `${pick} the targets`,
    `${pick} my target`,
  ]),
  ...['swap', 'switch', 'change', 'move'].flatMap((swap) => [`${swap} the target`, `${swap} targets`, `${swap} my target`]),
  ...['target right away', 'targets right away', 'target later', 'targets later'],
];
