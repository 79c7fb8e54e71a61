import { describe, expect, it } from 'vitest';
import { abilityKindOf, isKeywordLine, namedByKind } from './abilityKind.ts';
import { parseEffectText } from './read.ts';

describe('abilityKindOf: the kind of a line that is no continuous effect', () => {
  it.each([
    ['Flying, vigilance', 'keyword'],
    ['Ward—Pay 3 life.', 'keyword'],
    ['Basic landcycling {1}{R}', 'keyword'],
    ['Megamorph {1}{G}', 'keyword'],
    ['Multikicker {2}', 'keyword'],
    ['Mobilize X, where X is the number of creature cards in your graveyard.', 'keyword'],
    ['{2}, {T}: Draw a card.', 'activated'],
    ['Boast — {1}{R}: This creature deals 1 damage to any target.', 'activated'],
    ['{2}{G}: Level 2', 'class-level'],
    ['When this creature enters, draw a card.', 'trigger'],
    ['II, III — Create a 1/1 white Soldier creature token.', 'chapter'],
    ['• Target creature gets +2/+2 until end of turn.', 'mode'],
    ['+ {1} — All creatures lose all abilities until end of turn.', 'mode'],
    ['{P}{P} — Creatures you control get +1/+1 until end of turn.', 'mode'],
    ['If a source would deal damage to you, prevent that damage instead.', 'replacement'],
    ['Creatures your opponents control enter tapped.', 'replacement'],
    ['As this creature is turned face up, put five +1/+1 counters on it.', 'replacement'],
    ['This creature escapes with two +1/+1 counters on it.', 'replacement'],
    ['If damage would be dealt to this creature, prevent that damage.', 'prevention'],
    ['Prevent all combat damage that would be dealt to and dealt by this creature.', 'prevention'],
    ['If a triggered ability of a permanent you control triggers, that ability triggers an additional time.', 'extra-trigger'],
    ['If this card is in your opening hand, you may begin the game with it on the battlefield.', 'opening-hand'],
    ['As an additional cost to cast this spell, sacrifice a creature.', 'casting'],
    ["This spell can't be countered.", 'on-stack'],
    ['Artifact spells you cast cost {1} less to cast.', 'cost-change'],
    ['Unlock costs you pay cost {1} less.', 'cost-change'],
    ['Spells your opponents cast that target this creature cost an additional 3 life to cast.', 'cost-change'],
    ['Spend only mana produced by basic lands to cast this spell.', 'casting'],
    ['You may play an additional land on each of your turns.', 'permission'],
    ['During your turn, you may cast instant and sorcery spells from your graveyard.', 'permission'],
    ['Each player may play an additional land on each of their turns.', 'permission'],
    ['You may look at the top card of your library any time.', 'permission'],
    ['You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.', 'alternative-cost'],
    ['The first spell each player casts during each of their turns may be cast without paying its mana cost.', 'alternative-cost'],
    ['This creature enters prepared.', 'designation'],
    ["Activated abilities of artifacts your opponents control can't be activated.", 'no-characteristic'],
    ["Combat damage can't be prevented.", 'no-characteristic'],
    ["Players can't gain life.", 'no-characteristic'],
    ['Your maximum hand size is eight.', 'no-characteristic'],
    ['A deck can have any number of cards named Shadowborn Apostle.', 'no-characteristic'],
    ['You have no maximum hand size.', 'no-characteristic'],
    ['This creature attacks each combat if able.', 'no-characteristic'],
    ['Each creature assigns combat damage equal to its toughness rather than its power.', 'no-characteristic'],
    ["Untap all permanents you control during each other player's untap step.", 'no-characteristic'],
    ['You have hexproof.', 'no-characteristic'],
    ['Play with the top card of your library revealed.', 'no-characteristic'],
    ['This creature saddles Mounts and crews Vehicles as though its power were 2 greater.', 'no-characteristic'],
    ["Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells.", 'no-characteristic'],
    ["As long as this Equipment is attached to a creature, your opponents can't cast spells during your turn.", 'no-characteristic'],
  ])('%s → %s, and the effect reader refuses it by that kind', (line, code) => {
    expect(abilityKindOf(line)?.code).toBe(code);
    const read = parseEffectText(line);
    expect(read.ok ? null : read.error.code).toBe(code);
  });

  it('a continuous effect, or wording of no known kind, has none', () => {
    for (const line of [
      'Creatures you control get +1/+1.',
      'Nonbasic lands are Mountains.',
      "Each creature you control that can't block has defender.",
      '',
    ])
      expect(abilityKindOf(line)).toBeNull();
  });

  it('a modal after a verb that changes a characteristic leaves the line to the reader: it is read for that change', () => {
    const line = "As long as there are seven or more cards in your graveyard, this creature gets +1/+0 and can't be blocked.";
    expect(abilityKindOf(line)).toBeNull();
    expect(parseEffectText(line, 'Nightwhorl Hermit', undefined, { conditionHolds: true })).toMatchObject({ ok: true });
  });

  it('a keyword line is keywords alone: a sentence that starts with one is not', () => {
    expect(isKeywordLine('Protection from red')).toBe(true);
    expect(isKeywordLine('Flying creatures you control get +1/+1.')).toBe(false);
    expect(isKeywordLine('Flying, where X is 2.')).toBe(false);
  });
});

describe('the effect reader names a line by its kind only where it would say which words fit no form', () => {
  it('the message says the kind and its rule, with the whole line marked', () => {
    const read = parseEffectText('{T}: Add {G}.');
    expect(read.ok ? '' : read.error.message).toMatch(/^Not understood: "⟦\{T\}: Add \{G\}\.⟧" — is an activated ability \(602\.1\)/);
  });

  it('what it reads, and a refusal that asks the judge for something, stay as they were', () => {
    expect(parseEffectText('Creatures you control have flying.').ok).toBe(true);
    const count = { code: 'count', message: 'X is a number the judge gives', at: 'X' };
    expect(namedByKind('Artifact spells you cast cost {X} less to cast.', count)).toBeNull();
    const read = parseEffectText('Purple creatures get +1/+1.');
    expect(read.ok ? null : read.error.code).toBe('filter-word');
  });

  it('an activated ability, a chapter ability or a mode is never in force, though the words after its cost or dash are an effect', () => {
    const codeOf = (text: string) => {
      const read = parseEffectText(text, 'Test Saga');
      return read.ok ? 'read' : read.error.code;
    };
    expect(codeOf('III — Creatures you control gain deathtouch until end of turn.')).toBe('chapter');
    expect(codeOf('II, III — Target creature you control gets +2/+2 until end of turn.')).toBe('chapter');
    expect(codeOf('• Temur — Creatures you control get +1/+0 and have trample and haste.')).toBe('mode');
    expect(codeOf('+ {2} — Target creature gets +3/+3 until end of turn.')).toBe('mode');
    expect(codeOf('Tap four untapped tokens you control: Put three +1/+1 counters on it. It gains trample until end of turn.')).toBe(
      'activated',
    );
    // an ability word before the dash is no chapter: the effect after it is read
    expect(codeOf('Coven — Creatures you control get +1/+1.')).toBe('read');
  });
});
