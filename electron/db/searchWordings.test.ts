import { it } from 'vitest';
import { realCrDatabase, searchChecks } from '../../test/support/searchChecks.ts';
import { describeShared } from '../../test/support/shared.ts';

// Everyday wordings (core/search/wordings.ts) are answered by the rule that says what the rules write for them, word
// for word (the ranking's wordingSaid), in every CR version.
describeShared('searchRules answers an everyday wording by the rule writing it as the rules do, in each real CR version', () => {
  const db = realCrDatabase();
  const { saidWithin } = searchChecks(db);

  it('puts the rule saying the wording before those saying its words apart', () => {
    // a searching player "isn’t required to find" cards of a stated quality: not the rule on searching as a whole
    saidWithin(2, [['am I allowed to fail to find with a tutor', /isn’t required to find/]]);
    saidWithin(1, [
      // players at 0 together "lose simultaneously": a draw
      ['we both hit 0 from the same spell, who wins', /lose simultaneously/],
      // a permanent tapped for mana activates a mana ability, which can't be responded to
      ['tapping a land for mana can my opponent respond', /activated mana ability doesn’t go on the stack/],
    ]);
  });

  it('reads a win and a loss told in the past, at the same moment, as a player winning and losing simultaneously', () => {
    saidWithin(1, [
      [
        'An effect said I won the game, and at the exact same moment another effect said I lost. Who is right?',
        /win and lose the game simultaneously/,
      ],
    ]);
  });

  it("reads players' words for discarding, revealing and looking through a library", () => {
    saidWithin(1, [
      ['look thru my own deck?', /look at or change the order of cards in a library/],
      ['can I throw away a card from my hand whenever I want', /\bdiscard/],
      // the glossary's Intervening "If" Clause, its "if" a stop word
      ['intervening if', /checks the stated condition again as it resolves/],
    ]);
    saidWithin(2, [['If I show everyone a card from my hand, does it leave my hand?', /\breveal/i]]);
  });

  it('reads "can\'t be destroyed" as indestructible and a planeswalker\'s abilities as its loyalty abilities', () => {
    saidWithin(1, [
      [
        "Does a creature that can't be destroyed still go to the graveyard if it takes more damage than its toughness?",
        /indestructible can.t be destroyed/,
      ],
      ['can I use two abilities of the same planeswalker', /loyalty abilit/],
    ]);
  });

  it('reads "sorcery speed" as the rules write a sorcery\'s timing', () => {
    saidWithin(1, [['what does sorcery speed mean', /any time (?:they|you|he or she) could cast a sorcery/]]);
  });

  it('reads mana made "partway through" or "mid-cast" as made in the middle of casting a spell', () => {
    saidWithin(2, [
      // the casting step that makes the mana answers too
      [
        'Can I tap my lands for mana partway through casting a spell, after I have put it on the stack?',
        /in the middle of casting|has a chance to activate mana abilities/,
      ],
      ['tap mana mid-cast', /in the middle of casting/],
    ]);
  });

  it('reads creatures that "hit each other" as dealing their damage simultaneously', () => {
    saidWithin(1, [['do an attacker and its blocker hit each other at the same time?', /dealt simultaneously/]]);
  });

  it('reads an ability said to "look back" as the rules say leaves-the-battlefield abilities do', () => {
    saidWithin(1, [['my dies trigger died in the same wipe, does it look back', /look back in time/]]);
  });

  it('reads "the first step" or "the first hit" of combat as the first combat damage step', () => {
    saidWithin(2, [['fs granted after first step', /first combat damage step/]]);
  });

  it('reads Equipment "moved" to another creature as equipped', () => {
    saidWithin(3, [
      [
        "Can I move my Equipment onto a different creature during my opponent's turn?",
        /Attach this permanent to target creature you control/,
      ],
    ]);
  });

  it('reads a keyword typed as two words, "find nothing", "just come in", an asterisk, discarding down, whose zone, every player', () => {
    saidWithin(2, [['can I flash back a spell that was countered', /^Flashback/]]);
    saidWithin(1, [
      ['can I choose to find nothing when I search my library', /isn’t required to find/],
      ['can I tap my creature for mana if it has only just come in', /under its controller.s control continuously since/],
      ['what is the power of a creature with an asterisk', /includes? a star/],
      // discarding "down" is the cleanup step's discard to the maximum hand size, though the question says the end step
      [
        'Do I discard down in the end step, and can my opponent still cast something after I discard?',
        /more cards than \w+ maximum hand size/,
      ],
      // which player's graveyard a card goes to is its owner's "corresponding zone", though the question says it dies
      ['If I steal a creature and it dies, whose graveyard does it go to?', /owner.s corresponding zone/],
      ['When a spell makes every player draw cards, who draws first?', /more than one player is instructed to draw/],
      // a spell with one of its targets illegal resolves "normally" for the others
      ['one of two targets illegal does rest of spell happen', /will resolve normally/],
    ]);
    // a planeswalker's ability "already used this turn" asks after the limit of one a turn
    saidWithin(1, [['I already used my planeswalker’s plus ability this turn. Can I use its minus ability too?', /previously activated/]]);
    // a player "knocked out" of a game leaves it
    saidWithin(1, [['a player got knocked out of the game during my turn, what happens to the effects he created', /leaves the game/]]);
    // an indestructible permanent sacrificed is not destroyed
    saidWithin(1, [['Can my creature with indestructible still be sacrificed?', /Sacrificing a permanent doesn’t destroy it/]]);
    // an effect asking more than a player has does only as much as possible
    saidWithin(2, [['If an effect makes me sacrifice two creatures and I only have one, what happens?', /only as much as possible/]]);
  });

  it('answers a keyword asked of by its own rule, not by rules granting it as if', () => {
    saidWithin(2, [["Can I cast a creature on my opponent's turn if it has flash?", /“Flash” means/]]);
  });

  it("reads newer players' words: a creature as a guy, the yard, a kill spell, leftover mana, in front of, options, the board", () => {
    saidWithin(1, [
      ['Can my new guy attack right away?', /under its controller.s control continuously since/],
      ["I stole my opponent's creature and then it died. Does it go to my yard or theirs?", /owner.s corresponding zone/],
      [
        "I tapped out during my first main phase but didn't use all the mana. Can I save the leftover for after combat?",
        /mana pool empties/,
      ],
      ['can I kill spell my own creature', /\bdestroy/i],
      ['player B puts his Grizzly Bears in front of the attacking dragon, is that legal', /\bblock/],
      // what "stays on the board" remains on the battlefield, as the rules say of an Equipment left unattached
      ['does my equipment stay on the board when the creature dies', /remains on the battlefield/],
      // a modal spell's "options" are its modes
      ['My opponent says I cannot pick the same option twice on my charm. Is that right?', /same mode more than once/],
    ]);
  });

  it('reads a wording with a card named inside it, as players tell it', () => {
    saidWithin(1, [
      // a permanent named between "tapped" and "for mana" activates a mana ability, which can't be responded to
      ['can they respond to me tapping Birds of Paradise for mana', /activated mana ability doesn’t go on the stack/],
      ['can they respond to me tapping Sol Ring for two mana', /activated mana ability doesn’t go on the stack/],
      // players' triggers "both" have go on the stack in APNAP order, whatever triggered
      ['we both have upkeep triggers on my turn, whose go on the stack first', /APNAP order/],
    ]);
    // a target named between "bounce" and "in response" is an illegal target as the spell resolves
    saidWithin(2, [
      ['does my spell fizzle if they bounce the only target in response', /illegal/],
      // told the other way round
      [
        'I pointed my removal spell at his creature. In response, he sacrificed it to his own card for value. Where does my spell go?',
        /illegal/,
      ],
    ]);
    // a face-down permanent that leaves the battlefield is one its owner "has to show": must reveal
    saidWithin(2, [
      ["My opponent's face-down morph creature just died. Do they have to show me what it was?", /must reveal/],
      ['Face-down morph creature dies, does its owner have to show everyone what it was', /must reveal/],
    ]);
    // a copy of a kicked spell, Twincast's or any, copies all decisions made for the original
    saidWithin(2, [['I Twincast my opponent’s kicked spell. Is my copy kicked too?', /all decisions made for it/]]);
  });

  it('reads an ability that would "still resolve" without its source as one on the stack independently of it', () => {
    saidWithin(1, [
      ['does an ETB trigger still resolve if the creature is removed', /independently of its source/],
      ['he killed my pinger in response, does the ping still happen', /independently of its source/],
    ]);
  });

  it('reads the spell that "resolves first" as the last-added, and a "second copy" of a card as one of the same name', () => {
    saidWithin(1, [
      ['if several spells are on the stack and everyone passes, which one resolves first', /last-added/],
      ['I already control a legendary creature and I cast a second copy of it, what happens', /same name/],
    ]);
  });

  it('reads an action started and not paid for as one a player can’t legally complete, cards held as cards in hand', () => {
    saidWithin(2, [
      ["I started to cast a spell but can't pay for it, what happens", /can’t legally complete/],
      ["started to activate it but couldn't afford the cost", /can’t legally complete/],
    ]);
    saidWithin(3, [["It's the end of my turn and I'm holding nine cards. What do I have to do?", /maximum hand size/]]);
  });

  it('reads a creature entering after a spell resolved as one outside the set of objects its effect affects', () => {
    saidWithin(3, [
      ['Do creatures that enter the battlefield after Overrun resolves also get +3/+3 and trample?', /set of objects it affects/],
      ['if a creature comes in after my pump spell resolved does it get the bonus', /set of objects it affects/],
      // told without its resolving: a creature joining "afterwards", a "new creature" asked to "get the bonus"
      [
        'My pump spell gave my team +2/+2 until end of turn. Do creatures I cast afterwards get the bonus too?',
        /set of objects it affects/,
      ],
    ]);
  });

  it('reads every player at 0 at once as players losing simultaneously, and mana not spent as the pool that empties', () => {
    saidWithin(1, [['If every remaining player hits 0 life at the exact same moment, who wins?', /lose simultaneously/]]);
    saidWithin(3, [["What happens to mana I tapped for but didn't spend before the step ends?", /empties/]]);
  });

  it('reads a thing done "twice in one turn" as asking after a limit: a loyalty ability none activated before', () => {
    saidWithin(1, [
      ["Can I use the same planeswalker's loyalty abilities twice in one turn?", /previously activated a loyalty ability/],
      ['can I activate my planeswalker twice in the same turn', /previously activated a loyalty ability/],
    ]);
  });

  it('reads a copy asked to have the counters or Auras of what it copies as what is not copied', () => {
    saidWithin(3, [
      ['If I Clone a creature that has three +1/+1 counters on it, does my Clone come in with the counters too?', /are not copied/],
      ['does my copy get the +1/+1 counters of the creature it copies', /are not copied/],
    ]);
  });

  it('reads a target given hexproof or protection in response as a target no longer legal', () => {
    saidWithin(3, [
      ['I cast a removal spell on their creature and they give it hexproof in response, what happens to my spell', /illegal/],
      ['my spell targets two creatures and one of them gets hexproof in response, does the whole spell fizzle', /illegal/],
    ]);
  });

  it('reads a spell with X cast free, by cascade or another way, as one whose only legal X is 0', () => {
    saidWithin(1, [
      ['cascade into an x spell what is x', /only legal choice for X is 0/],
      ['I cascaded into a spell with X in its mana cost. What can I pick for X when I cast it for free?', /only legal choice for X is 0/],
    ]);
  });

  it('reads which of two permanents a player keeps as the one the player chooses (the legend rule)', () => {
    saidWithin(1, [['I just cast a second copy of my legendary creature, do I get to keep both of them?', /chooses one of them/]]);
    saidWithin(3, [['If I Clone my own legendary creature, can I keep both of them?', /chooses one of them/]]);
  });

  it('reads a token bounced, or asked to be recast from a hand, as one that ceases to exist, not as what a token is', () => {
    saidWithin(1, [
      ['bounce a token', /ceases to exist/],
      ['my opponent bounced my token with Unsummon, can I recast it from my hand?', /ceases to exist/],
    ]);
  });

  it('fetches the rule saying a wording whatever the full-text rank of its common words', () => {
    // of two replacement effects, the affected player "chooses one to apply": "who picks which one applies"
    saidWithin(3, [
      [
        'Two different replacement effects both want to change what happens when my creature dies. Who picks which one applies first?',
        /chooses one to apply/,
      ],
      ['my creature has a regeneration shield and a shield counter, who picks which one applies', /chooses one to apply/],
      ['Who chooses when two replacement effects apply to my creature dying?', /chooses one to apply/],
    ]);
  });

  it('reads a library said empty as one "with no cards", mana kept for later or gone as the pool that empties', () => {
    saidWithin(1, [
      ['there are no cards left in my library and I have to draw', /library with no cards in it/],
      ['can I keep my mana for combat', /mana pool empties/],
      ['I added black mana in my upkeep and my opponent says the mana vanished before my main phase', /mana pool empties/],
    ]);
    saidWithin(3, [['can I save the mana for my second main phase', /mana pool empties/]]);
  });

  it('reads a permanent that "stays" as one that remains on the battlefield, one "new" as a new object', () => {
    saidWithin(1, [
      // an Equipment whose creature is gone becomes unattached and remains on the battlefield
      ['does the equipment stay on the battlefield when the creature dies', /It remains on the battlefield/],
      // a permanent that transforms doesn't become a new object
      ['is a transformed creature a new creature', /doesn’t become a new object/],
    ]);
  });

  it('reads a value "negative" or "below 0" as the rules\' "0 or less", damage "taken" as damage dealt', () => {
    // a creature that would assign 0 or less combat damage assigns none
    saidWithin(2, [['how much damage does a creature deal if its power is negative', /would assign 0 or less damage/]]);
    saidWithin(1, [
      ['can my life total go negative', /0 or less life|life total is 0 or less/],
      ['what if my creature has negative toughness', /toughness 0 or less/],
      ['my creature took damage from a deathtouch source', /been dealt damage by a source with deathtouch/],
    ]);
  });

  it('reads triggers a player orders or stacks as abilities put on the stack in any order', () => {
    // each player puts the triggered abilities they control on the stack in any order they choose
    saidWithin(1, [
      ['can I order my triggers however I want', /in any order/],
      ['how do I stack my triggers', /in any order/],
    ]);
  });

  it('reads a dying trigger that "sees" the others die as a leaves-the-battlefield ability, which looks back in time', () => {
    saidWithin(2, [
      ['does my dies trigger see itself die', /leaves-the-battlefield abilit/i],
      ['does blood artist see the others die in a wrath', /leaves-the-battlefield abilit/i],
    ]);
  });

  it('reads a creature "still attacking" or "still blocking" as one that may have been removed from combat', () => {
    // a regenerated blocker, or a creature whose control changed, is removed from combat
    saidWithin(1, [['I regenerated my blocker, is it still blocking', /removed from combat/]]);
    saidWithin(2, [['if I gain control of an attacking creature is it still attacking', /removed from combat/]]);
  });
});
