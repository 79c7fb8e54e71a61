import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import type { Corpus } from './corpus.ts';
import { buildTerms, stemKey } from './terms.ts';
import { corpus } from '../../test/support/candidates.ts';
import { wordingsSaid as said } from '../../test/support/wordingsSaid.ts';

describe('situation wordings', () => {
  it('reads a situation a question tells, its parts a few words apart or anywhere, as the words the rules write', () => {
    // a creature attacking an ally, blocked to help: a defending player blocks only creatures attacking that player
    const attackingThatPlayer = [['creature', 'attacking', 'that', 'player']];
    for (const ally of ["can I block a creature that's attacking my friend", 'someone is attacking my ally, can I block it'])
      expect(analyzeQuery(ally, corpus).wordings, ally).toEqual([attackingThatPlayer]);
    expect(analyzeQuery('can I block a creature attacking me', corpus).wordings).toEqual([]);
    // a creature taken while it wears an Equipment, told in two clauses: changing its control leaves the Equipment's
    const controlChanged = [['changing', 'control', 'of', 'the', 'creature']];
    for (const taken of ['he stole my creature and it was wearing my equipment', 'equipment on a creature I stole'])
      expect(analyzeQuery(taken, corpus).wordings, taken).toEqual([controlChanged]);
    expect(analyzeQuery('he stole my creature', corpus).wordings).toEqual([]);
    // the player who took it leaves the game: the effects giving that player control end
    expect(analyzeQuery('he took control of my creature, then he conceded', corpus).wordings).toContainEqual([
      ['give', 'that', 'player', 'control'],
    ]);
    // a card exiled "forever" waited for a specified event that had already occurred
    for (const forever of ['does it get exiled forever', 'is it gone for good'])
      expect(analyzeQuery(forever, corpus).wordings, forever).toEqual([[['specified', 'event']]]);
    // a mana ability answered in response, asked either way round: it can't be responded to
    const respondedTo = [['otherwise', 'responded', 'to']];
    for (const mana of ['can I bolt his elves in response to him tapping it for mana', 'he tapped it for mana, can I respond'])
      expect(analyzeQuery(mana, corpus).wordings, mana).toContainEqual(respondedTo);
    expect(analyzeQuery('can I bolt his elves in response', corpus).wordings).not.toContainEqual(respondedTo);
    // a generic cost reduction asked of colored mana: it affects only the generic mana component
    const generic = [['generic', 'mana', 'component']];
    for (const lowered of ['generic cost reducer vs colored pips', 'does a card that costs 1 less make lightning bolt free'])
      expect(analyzeQuery(lowered, corpus).wordings, lowered).toContainEqual(generic);
    expect(analyzeQuery('does the reducer make it cheaper', corpus).wordings).not.toContainEqual(generic);
    // a face-down card put away unseen: its owner must reveal it
    for (const unseen of ['my face-down creature died, do I have to reveal it', 'morph died without showing'])
      expect(analyzeQuery(unseen, corpus).wordings, unseen).toEqual([[['must', 'reveal', 'it']]]);
    expect(analyzeQuery('do I have to reveal my hand', corpus).wordings).toEqual([]);
    // an ability asked to still work once its source is gone, told in any order: it exists independently of it
    const killed = 'if my opponent kills my creature while its ability is still waiting on the stack, does the ability still work';
    expect(analyzeQuery(killed, corpus).wordings).toEqual([[['independently', 'of', 'its', 'source']]]);
    expect(analyzeQuery('does the ability still work', corpus).wordings).toEqual([]);
    // a spell begun and found unpayable: an action that can't legally be completed
    const short = "what happens if I start casting something and then realize I don't have enough mana";
    expect(analyzeQuery(short, corpus).wordings).toContainEqual([["can't", 'legally', 'complete']]);
    expect(analyzeQuery('I started casting it', corpus).wordings).toEqual([]);
    // a transformed permanent asked to keep a bonus: it doesn't become a new object
    const transformed = 'if I pump my creature and then it transforms, does it keep the bonus';
    expect(analyzeQuery(transformed, corpus).wordings).toEqual([[["doesn't", 'become', 'a', 'new', 'object']]]);
    expect(analyzeQuery('it transforms', corpus).wordings).toEqual([]);
    // a planeswalker's loyalty abilities twice in a turn: not after one was activated that turn
    for (const twice of ['pw use two loyalty abilities same turn', 'pw loyalty once per turn'])
      expect(analyzeQuery(twice, corpus).wordings, twice).toEqual([[['previously', 'activated', 'a', 'loyalty', 'ability']]]);
    expect(analyzeQuery('can i activate a planeswalker at instant speed', corpus).wordings).toEqual([]);
    // "can" set beside "can't": the effect that forbids takes precedence
    for (const versus of ['cant vs can which wins', 'one card says i can, another says i cant, which wins'])
      expect(analyzeQuery(versus, corpus).wordings, versus).toEqual([[['effect', 'take', 'precedence']]]);
    // a mana ability that targets is no mana ability; a target picked for a spell says nothing of one
    const targets = "is deathrite's mana ability a mana ability if it targets a land";
    expect(analyzeQuery(targets, corpus).wordings).toEqual([[['ability', 'with', 'a', 'target']]]);
    expect(analyzeQuery('I tap lands for mana after picking targets', corpus).wordings).toEqual([[['activated', 'mana', 'ability']]]);
    // a cost increase asked of a spell cast for an alternative cost applies to that cost
    expect(analyzeQuery("does thalia's extra 1 apply to flashback", corpus).wordings).toContainEqual([
      ['applied', 'to', 'that', 'alternative', 'cost'],
    ]);
    expect(analyzeQuery('can I flashback it', corpus).wordings).toEqual([]);
    // a creature exiled instead of dying, asked to trigger: the replaced event never happens
    const replaced = 'it gets exiled instead of going to the graveyard, does persist trigger';
    expect(analyzeQuery(replaced, corpus).wordings).toEqual([[['never', 'happen']]]);
    expect(analyzeQuery('does persist trigger', corpus).wordings).toEqual([]);
    // a creature cast this turn asked to tap: not since its controller's most recent turn began
    expect(analyzeQuery('just cast llanowar elves, can I tap it for mana', corpus).wordings).toContainEqual([['most', 'recent', 'turn']]);
    expect(analyzeQuery('can I tap llanowar elves for mana', corpus).wordings).not.toContainEqual([['most', 'recent', 'turn']]);
    // a sorcery asked to be cast while a spell waits on the stack: only with the stack empty
    const waiting = 'can I cast a sorcery while my creature spell is on the stack';
    expect(analyzeQuery(waiting, corpus).wordings).toEqual([[['stack', 'is', 'empty']]]);
    expect(analyzeQuery('can I cast a sorcery', corpus).wordings).toEqual([]);
    // two doublers asked to double each other, or to loop: one opportunity each at an event
    for (const loop of ["with two doublers out, don't they keep doubling each other", 'two damage doublers stack how'])
      expect(analyzeQuery(loop, corpus).wordings, loop).toEqual([[['only', 'one', 'opportunity']]]);
    // deathtouch dealing little damage, or outside combat: any damage from it destroys
    const deathtouch = [['dealt', 'damage', 'by', 'a', 'source', 'with', 'deathtouch']];
    for (const little of ['deathtouch 1 dmg kills?', 'does deathtouch work with fight'])
      expect(analyzeQuery(little, corpus).wordings, little).toEqual([deathtouch]);
    expect(analyzeQuery('what is deathtouch', corpus).wordings).toEqual([]);
    // an Equipment on a creature that stops being one is attached to an illegal object
    expect(analyzeQuery('equipment stays on if the creature stops being a creature?', corpus).wordings).toEqual([
      [['attached', 'to', 'an', 'illegal']],
    ]);
    // a double-faced card in a graveyard has only its front face; on the battlefield that is not asked
    expect(analyzeQuery('dfc card in gy which side counts', corpus).wordings).toEqual([[['characteristic', 'of', 'its', 'front', 'face']]]);
    expect(analyzeQuery('which side of a dfc is on the battlefield', corpus).wordings).toEqual([]);
    // an Equipment asked to be attached to an opponent's creature: equip targets a creature its controller controls
    expect(analyzeQuery("can I equip my opponent's creature", corpus).wordings).toEqual([[['target', 'creature', 'you', 'control']]]);
    expect(analyzeQuery('can I equip it', corpus).wordings).toEqual([]);
    // damage dealt to a planeswalker, told either way round: that many loyalty counters removed
    const loyalty = [['cause', 'that', 'many', 'loyalty', 'counter']];
    for (const hit of [
      'my planeswalker had 4 loyalty and an unblocked 5/5 hit it',
      'what happens when my creature deals damage to a planeswalker',
    ])
      expect(analyzeQuery(hit, corpus).wordings, hit).toEqual([loyalty]);
    expect(analyzeQuery('can my planeswalker block', corpus).wordings).toEqual([]);
    // a spell with two targets, one of them gone: it resolves normally for the other
    const twoTargets = 'if a spell has two targets and one becomes illegal does the spell still do something to the other';
    expect(analyzeQuery(twoTargets, corpus).wordings).toEqual([[['resolve', 'normally']]]);
    expect(analyzeQuery('can a spell have two targets', corpus).wordings).toEqual([]);
    // a trigger of a creature taken by another player: its source's controller when it triggered controls it
    const whose = 'If I steal an opponent’s creature and one of its abilities triggers, which of us controls that trigger?';
    expect(analyzeQuery(whose, corpus).wordings).toContainEqual([['who', 'controlled', 'its', 'source']]);
    // kicker asked to raise mana value: an additional cost doesn't change the mana cost
    expect(analyzeQuery('if I pay the kicker, does the mana value go up', corpus).wordings).toEqual([
      [["don't", 'change', 'a', 'spell', 'mana', 'cost']],
    ]);
    expect(analyzeQuery('what is kicker', corpus).wordings).toEqual([]);
    // a "whenever you cast" ability asked when it goes off: as the spell becomes cast
    const cast = 'when exactly does a "whenever you cast a spell" ability go off';
    expect(analyzeQuery(cast, corpus).wordings).toEqual([[['trigger', 'at', 'thi', 'time']]]);
    expect(analyzeQuery('whenever you cast a spell, draw a card', corpus).wordings).toEqual([]);
    // a second one of a legendary permanent, or a clone of it, asked which one stays: the legend rule as worded
    const worded = (query: string): boolean =>
      analyzeQuery(query, corpus)
        .wordings.flat()
        .some((words) => words.join(' ') === 'legendary permanent with the same name');
    for (const second of ['I cast a second copy of my legendary creature, which one stays?', 'I cloned my legend, do I keep both'])
      expect(worded(second), second).toBe(true);
    expect(worded('my role and my aura, do I keep both')).toBe(false);
    // several extra combats asked which comes first: the extra phases an effect adds
    for (const order of ['two extra combats order', 'multiple extra combat phases, which one happens first?'])
      expect(analyzeQuery(order, corpus).wordings, order).toContainEqual([['extra', 'phase']]);
    expect(analyzeQuery('do I untap for the extra combat', corpus).wordings).toEqual([]);
    // a copy of a spell asked to trigger prowess or cast triggers: it isn't cast
    const notCast = [['copy', 'of', 'a', 'spell', "isn't", 'cast']];
    expect(analyzeQuery('when I fork my bolt does the copy trigger prowess', corpus).wordings).toContainEqual(notCast);
    expect(analyzeQuery('does a clone copy the counters', corpus).wordings).not.toContainEqual(notCast);
    // an attacking creature taken by another player, asked to keep attacking: its controller changed
    const changed = [['if', 'its', 'controller', 'change']];
    expect(analyzeQuery('if my opponent takes control of my attacker, is it still attacking?', corpus).wordings).toContainEqual(changed);
    expect(analyzeQuery('is my creature still attacking after it was blocked', corpus).wordings).not.toContainEqual(changed);
    // a face-down creature turned up, asked for its enters ability: it doesn't trigger then
    const faceUp = [["don't", 'trigger', 'when', 'it', 'turned', 'face', 'up']];
    expect(analyzeQuery('does my morph get its etb when I flip it', corpus).wordings).toEqual([faceUp]);
    expect(analyzeQuery('does my clone get its etb', corpus).wordings).toEqual([]);
    // a permanent entering with counters, asked whether they count as put on it
    const given = [['given', 'counter', 'as', 'it', 'enter']];
    expect(analyzeQuery('it enters with two counters, do they count as put on it', corpus).wordings).toEqual([given]);
    expect(analyzeQuery('it enters with two counters', corpus).wordings).toEqual([]);
    // deathtouch set against indestructible: destroying, which indestructible permanents ignore
    const deathtouchVsIndestructible = analyzeQuery('does deathtouch kill an indestructible creature', corpus).wordings;
    expect(deathtouchVsIndestructible.flat()).toContainEqual(["can't", 'be', 'destroyed']);
    expect(analyzeQuery('does deathtouch kill a 10/10', corpus).wordings).toEqual([]);
    // a permanent flickered while a delayed trigger waits for it: no longer where the trigger expects it
    const expected = [['in', 'the', 'zone', 'it', 'expected', 'to', 'be', 'in']];
    const flickered = 'I flickered the creature before the end step, do I still have to sacrifice it?';
    expect(analyzeQuery(flickered, corpus).wordings).toContainEqual(expected);
    expect(analyzeQuery('do I still have to sacrifice it at the end step?', corpus).wordings).not.toContainEqual(expected);
    // mana made or a morph turned up while split second waits: mana abilities and special actions are allowed
    const allowed = 'split second is on the stack, can I still tap lands or flip my morph';
    expect(
      analyzeQuery(allowed, corpus)
        .wordings.flat()
        .map((words) => words.join(' ')),
    ).toContain('may activate mana ability and take special action');
    expect(analyzeQuery('what is split second', corpus).wordings).toEqual([]);
    // combat damage assigned and something asked before it is dealt: no player acts between the two
    const between = [['between', 'the', 'time', 'combat', 'damage', 'is', 'assigned']];
    const assigned = 'combat damage has been assigned, can I sacrifice my blocker before the damage is dealt?';
    expect(analyzeQuery(assigned, corpus).wordings).toContainEqual(between);
    expect(analyzeQuery('how is combat damage assigned among blockers', corpus).wordings).not.toContainEqual(between);
    // a creature regenerated in combat, asked to still deal damage: it was removed from combat
    const removed = [['removed', 'from', 'combat']];
    expect(analyzeQuery('if my attacker regenerates, does it still deal combat damage', corpus).wordings).toContainEqual(removed);
    expect(analyzeQuery('how does regenerate work', corpus).wordings).not.toContainEqual(removed);
    // a planeswalker attacked and then gone before damage: the creature deals no combat damage
    const noDamage = [['will', 'deal', 'no', 'combat', 'damage']];
    const bounced = 'I swung at his planeswalker and he bounced the walker before damage, where does my damage go?';
    expect(analyzeQuery(bounced, corpus).wordings).toContainEqual(noDamage);
    expect(analyzeQuery('I attacked his planeswalker, how much loyalty does it lose?', corpus).wordings).not.toContainEqual(noDamage);
  });

  it("names the term a situation's wording is the name of, as a phrase of the judge vocabulary does", () => {
    const withLegendRule: Corpus = {
      ...corpus,
      terms: buildTerms({ glossary: [{ id: 9, term: 'Legend Rule', senses: 'See rule 704.5j.', cites: ['704.5j'] }], titles: [] }),
    };
    const asked = analyzeQuery('I cloned my Thalia, do I keep both', withLegendRule);
    expect(asked.terms.map((t) => t.term.key)).toEqual([stemKey('Legend Rule')]);
    // its other wording is still searched as written
    expect(asked.wordings).toContainEqual([['legendary', 'permanent', 'with', 'the', 'same', 'name']]);
    expect(analyzeQuery('which one stays', withLegendRule).terms).toEqual([]);
  });
  it('reads a player gone from a multiplayer game, a win and a loss at once, and targets chosen twice or of itself', () => {
    // a player gone during their own turn: the turn continues; combat damage headed their way isn't assigned
    expect(said('the active player died in their own main phase, does the turn just end')).toContain('continue to its completion');
    expect(said('my creature died during their turn, does the turn end')).not.toContain('continue to its completion');
    expect(said('she scooped before damage, what happens to the damage')).toContain('assigned to a player who has left');
    expect(said('my creature died before damage')).not.toContain('assigned to a player who has left');
    // every opponent gone: the player left wins
    expect(said('do I win once everyone else has lost')).toContain('opponent have all left the game');
    expect(said('do I win if my opponent has no cards left')).not.toContain('opponent have all left the game');
    // a win and a loss at the same moment, said in either order: the player loses
    for (const both of ['I win and lose at the same time', 'if something makes me lose at the same instant I would win'])
      expect(said(both), both).toContain('both win and lose');
    expect(said('can I lose and win later')).not.toContain('both win and lose');
    // a spell targeting itself; one object chosen twice by one spell
    expect(said('can a spell target itself')).toEqual(['illegal target for itself']);
    for (const twice of ['can I target the same creature twice', 'can the same creature be chosen for both modes'])
      expect(said(twice), twice).toContain('once for each instance');
    expect(said('can I target a creature twice with two spells')).not.toContain('once for each instance');
    // a triggered ability with nothing to target is removed; an Aura permanent targets nothing
    expect(said('etb trigger with no legal targets')).toContain('no legal choice can be made');
    expect(said('spell with no legal targets')).not.toContain('no legal choice can be made');
    expect(said('can an aura stay on a creature that gains hexproof')).toContain("aura permanent doesn't target");
    // when targets are picked, said of a spell, an activated or a triggered ability
    expect(said('when my creature enters, do I pick the target when it triggers')).toContain('chosen as the ability is put on the stack');
    expect(said('can I tap it and name the target later')).toContain('chosen as the ability is activated');
    expect(said('can I change the target of my spell before it resolves')).toContain('chosen as the spell is cast');
    expect(said('can I cast a spell with no target')).not.toContain('chosen as the spell is cast');
    // a loop of mandatory actions nobody can stop: a draw
    expect(said('we are in a loop of mandatory triggers, neither of us can stop it')).toContain('no way to stop');
    expect(said('can I stop the loop by choosing not to')).not.toContain('no way to stop');
    // attackers split between a planeswalker and its controller, or among opponents
    expect(said('can some of my attackers go at his planeswalker and the rest at him')).toContain(
      'each of the chosen creature is attacking',
    );
    expect(said('can I attack different opponents with different creatures')).toContain('a planeswalker controlled by a defending player');
    expect(said('can I attack his planeswalker')).toEqual([]);
    // an attacker or blocker made unable to attack or block, or tapped, once declared: it stays in combat
    expect(said("after blocks he cast a can't block spell on my blocker, is it out of combat")).toContain(
      'would have kept that creature from attacking',
    );
    expect(said("can a creature that can't block be declared as a blocker")).toEqual([]);
    expect(said('he tapped my blocker, does it still deal damage')).toContain('already been declared as an attacker or blocker');
    expect(said('does a tapped creature untap in my untap step')).toEqual([]);
    // a planeswalker attacked by its name and gone before damage, the creature asked to hit the player instead
    expect(said('I attacked Vessa and he bounced her before damage, does my creature hit the player instead')).toContain(
      'will deal no combat damage',
    );
    expect(said('I attacked and he blocked, does my creature hit the player instead')).not.toContain('will deal no combat damage');
    // damage to a player, asked to be a loss of life: it causes one
    expect(said('does combat damage count as losing life')).toContain('cause that player to lose that much life');
    expect(said('can I pay life I am losing')).not.toContain('cause that player to lose that much life');
  });
});
