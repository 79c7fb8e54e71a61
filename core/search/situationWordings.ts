// Situations a question tells, as the rules word them: who did what ("stole my creature … it was wearing my
// Equipment"), then what is asked. Their phrases' parts may stand anywhere in the question (a far gap, "⋯":
// core/search/phraseSaid.ts) or a few words apart ("…"). Part of the rules wordings (core/search/wordings.ts); no rule
// numbers, no card names.

import {
  alike,
  attackingSomeoneElse,
  castingUnfinished,
  controlTaken,
  costLowered,
  playerGone,
  playerLeft,
  responding,
  saidTogether,
  sourceGoneStill,
  targetsPicked,
  type Thesaurus,
} from './phrasings.ts';

/** Creatures sent to attack, as a question says it ("my attackers", "swing"). */
const attackersSent: readonly string[] = ['attackers', 'attack', 'attacking', 'swing', 'swinging'];

/** Situations a question tells → the words the rules write for what decides them. */
export const situationWordings: Thesaurus = {
  // a creature blocking one that attacks another player (an ally in a multiplayer game): a defending player's creatures
  // can block only creatures attacking that player, or what that player controls or protects
  ...alike(
    ['block', 'blocks', 'chump', 'chump block'].flatMap((block) =>
      attackingSomeoneElse.flatMap((attacking) => [`${block} … ${attacking}`, `${attacking} … ${block}`]),
    ),
    'creatures attacking that player',
  ),
  // an Equipment stays under its controller when another player takes the creature it is attached to
  ...alike(saidTogether(controlTaken, ['equipment', 'equipped', 'equip']), 'changing control of the creature'),
  // a player who leaves the game (concedes, loses) takes back what others took: the effects giving control end
  ...alike(
    controlTaken.flatMap((taken) =>
      ['concede', 'concedes', 'conceded', 'scoop', 'scoops', 'scooped', 'left the game', 'leaves the game', 'lost', 'loses'].map(
        (left) => `${taken} ⋯ ${left}`,
      ),
    ),
    'give that player control',
  ),
  // a card exiled "forever" or "for good" is one whose return was to wait for a specified event that has already occurred
  ...alike(
    ['exiled', 'gone', 'exile it', 'exiles it'].flatMap((gone) => [`${gone} … forever`, `${gone} … for good`, `${gone} … permanently`]),
    'specified event',
  ),
  // a mana ability asked to be answered in response: it doesn't use the stack, so it can't be responded to
  ...alike(
    [...saidTogether(responding, ['for mana']), ...["don't", "doesn't", "won't", "wouldn't"].map((not) => `${not} get the mana`)],
    'otherwise responded to',
  ),
  // a cost lowered where the cost is colored mana: a generic reduction affects only the generic mana component
  ...alike(saidTogether(costLowered, ['colored', 'coloured', 'pip', 'pips', 'colored mana', 'free']), 'generic mana component'),
  // a face-down card put away unseen: its owner must reveal it as it leaves the battlefield (or the stack)
  ...alike(
    ['face-down', 'face down', 'morph', 'manifest', 'manifested', 'cloaked'].flatMap((down) =>
      ['show', 'shows', 'showing', 'reveal', 'reveals', 'revealing', 'hidden'].map((show) => `${down} ⋯ ${show}`),
    ),
    'must reveal it',
  ),
  // an ability whose source is gone before it resolves, asked to still do its thing: it exists independently of it
  ...alike(sourceGoneStill, 'independently of its source'),
  // a spell begun and found unpayable is an action that can't legally be completed: it is reversed
  ...alike(castingUnfinished, 'can’t legally complete'),
  // a double-faced permanent that transforms ("flips") keeps what applied to it: it doesn't become a new object
  ...alike(
    ['transform', 'transforms', 'transformed', 'flip', 'flips', 'flipped'].flatMap((flips) =>
      ['keep', 'keeps', 'bonus', 'reset', 'new creature', 'different creature', 'fall off', 'falls off'].map(
        (kept) => `${flips} ⋯ ${kept}`,
      ),
    ),
    'doesn’t become a new object',
  ),
  // a planeswalker's loyalty abilities asked of twice in a turn: none may be activated after one was that turn
  ...alike(
    ['pw', 'planeswalker', 'planeswalkers', 'loyalty'].flatMap((walker) =>
      ['twice', '2 abilities', '2 loyalty abilities', '2 different abilities', 'both abilities', 'once per turn', 'once a turn'].map(
        (twice) => `${walker} ⋯ ${twice}`,
      ),
    ),
    'previously activated a loyalty ability',
  ),
  // an effect that lets against one that forbids, as players set them side by side: the "can't" takes precedence
  ...alike(
    [
      ...["can vs can't", "can't vs can", 'can vs cant', 'cant vs can'],
      ...["says i can ⋯ says i can't", "says i can't ⋯ says i can", 'says i can ⋯ says i cant', 'says i cant ⋯ says i can'],
    ],
    'effect takes precedence',
  ),
  // a mana ability asked of that targets: an ability with a target is not a mana ability
  ...alike(saidTogether(['mana ability', 'mana abilities'], ['target', 'targets', 'targeted', 'targeting']), 'ability with a target'),
  // an extra cost asked of a spell cast for an alternative cost (flashback, a pitch spell) applies to that cost
  ...alike(
    ['extra', 'tax', 'cost increase', 'costs 1 more'].flatMap((extra) =>
      ['flashback', 'flash back', 'pitch', 'pitching', 'alternative cost', 'alt cost', 'evoke'].flatMap((alternative) => [
        `${extra} ⋯ ${alternative}`,
        `${alternative} ⋯ ${extra}`,
      ]),
    ),
    'applied to that alternative cost',
  ),
  // a creature put elsewhere instead of dying, asked to trigger on dying: a replaced event never happens
  ...alike(
    ['exiled instead', 'exile instead', 'exiled rather', 'instead of going to', 'instead of dying'].map(
      (instead) => `${instead} ⋯ trigger`,
    ),
    'never happens',
  ),
  // a creature cast this turn asked to tap at once (for mana, to attack): not since its controller's most recent turn began
  ...alike(
    ['just cast', 'just played', 'cast this turn', 'played this turn', 'just came in', 'came in this turn'].flatMap((new_) =>
      ['tap', 'tapped'].map((tap) => `${new_} ⋯ ${tap}`),
    ),
    'most recent turn',
  ),
  // a spell other than an instant asked to be cast while another waits on the stack: only when the stack is empty
  ...alike(
    saidTogether(['sorcery', 'sorceries', 'creature spell', 'another creature'], ['on the stack', 'before it resolves']),
    'stack is empty',
  ),
  // two doublers asked to double each other, or to loop: a replacement effect gets one opportunity at an event
  ...alike(
    [
      ...['keep doubling', 'keeps doubling', 'doubling each other', 'double each other', 'doubles each other'],
      ...['loop forever', 'loops forever', 'looping forever', 'looping on itself', 'loop on itself', 'loops on itself'],
      ...['doublers', 'doubler'].map((doublers) => `2 … ${doublers} ⋯ stack`),
    ],
    'only one opportunity',
  ),
  // a deathtouch source dealing a little damage, or outside combat: any damage it deals destroys a creature
  ...alike(
    saidTogether(
      ['deathtouch'],
      ['1 damage', '1 dmg', 'ping', 'pings', 'pinged', 'fight', 'fights', 'noncombat', 'not combat damage', 'any amount'],
    ),
    'dealt damage by a source with deathtouch',
  ),
  // an Aura or an Equipment on a creature that stops being one is attached to an illegal object
  ...alike(
    ['equipment', 'aura', 'auras', 'equipped', 'enchanted'].flatMap((attached) =>
      ['stops being a creature', 'not a creature anymore', 'no longer a creature', 'stop being a creature'].map(
        (stops) => `${attached} ⋯ ${stops}`,
      ),
    ),
    'attached to an illegal',
  ),
  // a double-faced card asked of off the battlefield (in a graveyard, a hand): it has only its front face
  ...alike(
    saidTogether(
      ['dfc', 'mdfc', 'double-faced', 'double faced', 'back side', 'other side', 'back face'],
      ['graveyard', 'gy', 'yard', 'hand', 'library'],
    ),
    'characteristics of its front face',
  ),
  // an Equipment asked to be attached to another player's creature: equip targets a creature its controller controls
  ...alike(
    ['equip', 'equipping', 'equipped'].flatMap((equip) =>
      ['opponent', "opponent's", 'opponents', 'opp', "opp's", 'their creature', "someone else's"].map((theirs) => `${equip} … ${theirs}`),
    ),
    'target creature you control',
  ),
  // damage dealt to a planeswalker removes that many loyalty counters
  ...alike(
    saidTogether(['planeswalker', 'planeswalkers'], ['damage', 'dmg', 'unblocked', "isn't blocked", 'bolt', 'bolted', 'hit']),
    'causes that many loyalty counters',
  ),
  // a spell with several targets, one of them gone or illegal: the spell resolves normally for the rest ("one" and
  // "two" are digits by then)
  ...alike(
    ['2 targets', 'multiple targets', 'both targets', 'several targets', '2 creatures', '2 things'].flatMap((several) =>
      ['1 becomes illegal', '1 of them', 'the other', 'other 1', '1 dies', '1 is gone', '1 got', '1 gets'].map(
        (one) => `${several} ⋯ ${one}`,
      ),
    ),
    'resolve normally',
  ),
  // an ability of a creature another player took, asked whose it is: its source's controller when it triggered
  ...alike(saidTogether(controlTaken, ['trigger', 'triggers', 'triggered']), 'who controlled its source'),
  // an additional cost (kicker) asked to change a spell's mana value: it doesn't change its mana cost
  ...alike(
    saidTogether(['kick', 'kicked', 'kicker', 'additional cost', 'extra cost'], ['mana value', 'mv', 'cmc', 'mana cost', 'more expensive']),
    'don’t change a spell’s mana cost',
  ),
  // a "whenever you cast" ability asked when it triggers: once the spell becomes cast, its costs paid
  ...alike(
    saidTogether(
      ['whenever you cast', 'when you cast', 'cast trigger', 'cast triggers', 'on cast'],
      ['go off', 'goes off', 'trigger', 'triggers', 'when exactly', 'at what point'],
    ),
    'trigger at this time',
  ),
  // a creature attacking a planeswalker that leaves before damage: still attacking, it deals no combat damage
  ...alike(
    ['attacked', 'attacking', 'swung', 'swing', 'swinging'].flatMap((attack) =>
      ['planeswalker', 'walker', 'pw'].flatMap((walker) =>
        ['bounced', 'bounce', 'sacrificed', 'sac', 'sacs', 'sacked', 'died', 'dies', 'killed', 'gone', 'removed', 'leaves', 'left'].map(
          (gone) => `${attack} ⋯ ${walker} ⋯ ${gone}`,
        ),
      ),
    ),
    'will deal no combat damage',
  ),
  // the same told of a planeswalker named by its name: what the creature attacked is gone, and it is asked to hit the
  // player instead
  ...alike(
    ['attacked', 'attacking', 'swung', 'swinging', 'swing'].flatMap((attack) =>
      [
        ...['bounced', 'bounce', 'killed', 'kill', 'sacrificed', 'got rid of', 'dies', 'died', 'destroyed', 'bolted'],
        ...['finished … off', 'finish … off'],
      ].flatMap((gone) =>
        ['hit the player instead', 'hit my opponent instead', 'hit them instead', 'hit him instead', 'hit her instead'].map(
          (instead) => `${attack} ⋯ ${gone} ⋯ ${instead}`,
        ),
      ),
    ),
    'will deal no combat damage',
  ),
  // a copy of a spell asked to trigger what casting does (prowess, "whenever you cast"): a copy isn't cast
  ...alike(
    saidTogether(
      ['copy', 'copies', 'copied', 'copying', 'fork', 'forks', 'forked'],
      ['prowess', 'cast trigger', 'cast triggers', 'count as casting', 'counts as casting', 'count as cast', 'count as a cast'],
    ),
    'copy of a spell isn’t cast',
  ),
  // an attacking creature another player takes, asked to keep attacking: a change of controller removes it from combat
  ...alike(
    saidTogether(controlTaken, ['still attacking', 'keep attacking', 'keeps attacking', 'still attack', 'still an attacker']),
    'if its controller changes',
  ),
  // a face-down permanent turned up, asked for its enters ability: abilities of entering don't trigger then
  ...alike(
    saidTogether(
      ['morph', 'unmorph', 'manifest', 'manifested', 'face-down', 'face down', 'disguise', 'disguised', 'cloaked', 'flip it up'],
      ['etb', 'enters', 'when this enters', 'enters trigger', 'enter trigger', 'etb trigger', 'etbs'],
    ),
    'don’t trigger when it’s turned face up',
  ),
  // a permanent entering with counters, asked whether they count as counters put on it: they do
  ...alike(
    saidTogether(
      ['enters with', 'enter with', 'entered with', 'comes in with', 'come in with', 'came in with', 'enters the battlefield with'],
      ['put on', 'being put', 'placed', 'count as', 'counts as', 'extra counter', 'additional counter', 'double', 'doubled', 'doubles'],
    ),
    'given counters as it enters',
  ),
  // deathtouch set against indestructible: what deathtouch does is destroy, which indestructible permanents ignore
  ...alike(saidTogether(['indestructible'], ['deathtouch']), 'destroy', 'can’t be destroyed'),
  // a permanent flickered or bounced while a delayed trigger waits for it: it is no longer the object the trigger expects
  ...alike(
    ['flicker', 'flickered', 'flickering', 'blink', 'blinked', 'blinking', 'bounced', 'bounce', 'recast'].flatMap((gone) =>
      [
        'still sacrifice',
        'still have to sacrifice',
        'still have to sac',
        'still sac',
        'still get sacrificed',
        'still get exiled',
        'still exiled',
        'still gets sacrificed',
      ].map((still) => `${gone} ⋯ ${still}`),
    ),
    'in the zone it’s expected to be in',
  ),
  // mana or a face-down creature turned up while split second waits: mana abilities and special actions are allowed
  ...alike(
    saidTogether(
      ['split second'],
      ['tap', 'tapping', 'for mana', 'lands', 'flip', 'unmorph', 'turn it face up', 'face up', 'special action', 'mana ability'],
    ),
    'may activate mana abilities and take special actions',
  ),
  // combat damage assigned (or "split") and something asked to be done before it is dealt: no player can act between
  ...alike(
    ['assign', 'assigned', 'assigning', 'split', 'splitting', 'divided'].flatMap((assigned) =>
      ['before … dealt', 'before the damage', 'before damage actually', 'before … lands', 'before … happens'].map(
        (before) => `${assigned} ⋯ ${before}`,
      ),
    ),
    'between the time combat damage is assigned',
  ),
  // a creature regenerated in combat, asked to still deal damage or block: regenerating removes it from combat
  ...alike(
    saidTogether(
      ['regen', 'regenerate', 'regenerated', 'regenerates', 'regenerating', "regen'd"],
      ['still deal', 'still hit', 'hit back', 'still blocking', 'still attacking', 'still block', 'deal its damage', 'still get to hit'],
    ),
    'removed from combat',
  ),
  // several extra combats asked which comes first: they are phases an effect adds, the most recently created first
  ...alike(
    saidTogether(['extra combat', 'extra combats', 'additional combat', 'additional combats'], ['order', 'which … first']),
    'extra phases',
  ),
  // a player who leaves the game during their own turn: that turn continues to its completion without them
  ...alike(
    saidTogether(playerLeft, [
      ...['turn just end', 'turn just ends', 'turn just stop', 'turn just stops', 'turn end', 'turn ends', 'turn stop'],
      ...['turn stops', 'rest of their turn', 'rest of his turn', 'rest of her turn', 'turn still continue', 'turn continue'],
    ]),
    'continues to its completion',
  ),
  // combat damage headed for a player who has left the game (conceded, knocked out) isn't assigned
  ...alike(saidTogether(playerGone, ['damage', 'dmg']), 'assigned to a player who has left'),
  // every opponent gone (lost, conceded): the player still in the game wins, overriding what says they can't
  ...alike(
    saidTogether(
      [
        ...['every other player', 'everyone else', 'everybody else', 'all the other players', 'all other players'],
        ...['all my opponents', 'both my opponents', 'all opponents', 'both opponents', 'every opponent', 'all of my opponents'],
      ],
      ['lost', 'lose', 'has lost', 'conceded', 'concede', 'scooped', 'scoop', 'are out', 'dead', 'died', 'left'],
    ),
    'opponents have all left the game',
  ),
  // a player who would win and lose at the same time: they lose
  ...alike(
    ['win', 'wins', 'winning'].flatMap((win) =>
      ['lose', 'loses', 'losing'].flatMap((lose) =>
        ['same time', 'same instant', 'same moment', 'simultaneously', 'at once'].flatMap((same) => [
          `${win} ⋯ ${lose} ⋯ ${same}`,
          `${win} ⋯ ${same} ⋯ ${lose}`,
          `${lose} ⋯ ${win} ⋯ ${same}`,
          `${lose} ⋯ ${same} ⋯ ${win}`,
        ]),
      ),
    ),
    'both win and lose',
  ),
  // a triggered ability with nothing it may target (or only its controller's own creature): it is removed from the stack
  ...alike(
    saidTogether(
      ['etb', 'trigger', 'triggers', 'triggered', 'enters', 'comes in', 'came in'],
      [
        ...['no legal target', 'no legal targets', 'no targets', 'nothing to target', 'nothing it can target', 'only creature'],
        ...['only legal target', 'have to target', 'has to target', 'must target', 'have to shoot', 'have hexproof'],
      ],
    ),
    'no legal choices can be made',
  ),
  // an Aura asked to be kept off (or to fall off) a creature with hexproof or shroud: only the Aura spell targets
  ...alike(saidTogether(['aura', 'auras', 'enchanted', 'enchant'], ['hexproof', 'shroud']), 'aura permanent doesn’t target'),
  // being dealt damage asked to count as losing life: damage to a player causes that player to lose that much life
  ...alike(
    saidTogether(
      ['damage', 'dmg', 'getting hit', 'hit face', 'hits face', 'hit me', 'hit them', 'combat damage'],
      ['losing life', 'lose life', 'loses life', 'lost life', 'life loss', 'count as losing'],
    ),
    'causes that player to lose that much life',
  ),
  // a spell or ability asked to target itself: on the stack, it is an illegal target for itself
  ...alike(['target itself', 'targets itself', 'targeting itself', 'targeted itself'], 'illegal target for itself'),
  // one creature (or player) chosen by a spell twice, for each of its modes or its "target" words
  ...alike(
    saidTogether(
      ['same creature', 'same target', 'same player', 'same permanent', 'same thing', 'same guy', 'same 1'],
      ['twice', 'both modes', '2 modes', 'each mode', 'both parts', 'both halves', 'both targets', 'more than once'],
    ),
    'once for each instance',
  ),
  // when a spell's or an ability's targets are picked (or whether they may be picked later, or swapped): as it is cast,
  // activated or put on the stack
  ...alike(
    saidTogether(['trigger', 'triggers', 'triggered', 'etb', 'enters', 'comes in'], targetsPicked),
    'chosen as the ability is put on the stack',
  ),
  ...alike(
    saidTogether(['activate', 'activated', 'activating', 'tap it', 'tapping it'], targetsPicked),
    'chosen as the ability is activated',
  ),
  ...alike(saidTogether(['cast', 'casting', 'spell'], targetsPicked), 'chosen as the spell is cast'),
  // a loop of mandatory actions nobody can stop: the game is a draw
  ...alike(
    saidTogether(
      ['loop', 'loops', 'looping', 'infinite', 'forever'],
      ["can't stop", 'cant stop', 'cannot stop', 'nothing to stop', 'no way to stop', 'mandatory', 'unstoppable', 'nobody can stop'],
    ),
    'no way to stop',
  ),
  // attackers sent at several players, planeswalkers or battles in one combat: each attacker's is announced (in a
  // multiplayer game, a defending player chosen for each)
  ...alike(
    saidTogether(
      [...attackersSent, 'creatures'],
      ['split', 'splitting', 'some at', 'the rest at', 'rest at the', 'spread', 'some of them at', 'others at'],
    ),
    'each of the chosen creatures is attacking',
  ),
  ...alike(
    saidTogether(attackersSent, [
      'different opponents',
      'multiple opponents',
      'several opponents',
      'different players',
      'each opponent',
      'more than 1 opponent',
    ]),
    'a planeswalker controlled by a defending player',
  ),
  // an attacker or blocker made unable to attack or block once declared: it isn't removed from combat
  ...alike(
    saidTogether(
      ["can't attack", "can't block", 'cant attack', 'cant block', 'cannot attack', 'cannot block'],
      [
        ...['after attackers', 'after attacks', 'after blockers', 'after blocks', 'already declared', 'already attacking'],
        ...['already blocking', 'pulled out', 'pull it out', 'taken out', 'out of combat', 'out of the attack', 'out of the block'],
      ],
    ),
    'would have kept that creature from attacking',
  ),
  // an attacker or blocker tapped or untapped, asked to leave combat or deal no damage: neither happens
  ...alike(
    saidTogether(
      ['tap', 'taps', 'tapped', 'tapping', 'untap', 'untaps', 'untapped', 'untapping'],
      ['out of combat', 'from combat', 'still deal', 'still deals', 'still hit', 'still attacking', 'still blocking', 'still an attacking'],
    ),
    'already been declared as an attacker or blocker',
  ),
  // a second one of a permanent (cast again, or a clone of it) asked which one stays: the legend rule
  ...alike(
    saidTogether(
      ['second', '2nd', 'clone', 'cloned', 'copy', 'copying', 'copied'],
      ['keep both', 'which 1 stays', 'get rid of 1', 'keep 1', 'both go', 'which 1 to keep'],
    ),
    'legend rule',
    'legendary permanents with the same name',
  ),
};
