import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { introducesList, isListedItem, isStateBasedAction, listsFourOrMore } from './entryKinds.ts';
import { row } from '../../test/support/candidates.ts';

describe('listsFourOrMore', () => {
  // the definition it reads by: three items of a word or two, each followed by ", ", then "and" or "or" and a word
  const definition = /(?:[\p{L}-]+(?: [\p{L}-]+)?, ){3,}(?:and|or) [\p{L}-]+/u;

  it('finds a list of four or more, not of three, nor items of three words', () => {
    expect(listsFourOrMore('The zones are library, hand, battlefield, graveyard, stack, exile, and command.')).toBe(true);
    expect(listsFourOrMore('Choose red, green, white, or blue.')).toBe(true);
    expect(listsFourOrMore('Choose red, green, and blue.')).toBe(false);
    expect(listsFourOrMore('a long red one, a tall green one, a wide white one, and a blue one')).toBe(false);
    expect(listsFourOrMore("Advisor, C'tan, Dog, Elf, and Zubera")).toBe(true);
    expect(listsFourOrMore("C'tan, Dog, Elf, and Zubera")).toBe(true);
    expect(listsFourOrMore("Dog, C'tan, Elf, and Zubera")).toBe(false);
  });

  it('says what the definition says of any text', () => {
    const piece = fc.constantFrom('red', 'Dog', "C'tan", 'Time Lord', 'a b c', ', ', ', and ', ', or ', ' ', '.', '-', 'and', '');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        expect(listsFourOrMore(text)).toBe(definition.test(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isStateBasedAction', () => {
  const trail = ['Additional Rules', 'State-Based Actions', 'The state-based actions are as follows:'];

  it('is a lettered subrule under the rule titled State-Based Actions, whatever its number', () => {
    expect(isStateBasedAction(row('704.5a', 'If a player has 0 or less life, that player loses the game.', { trail }))).toBe(true);
    expect(isStateBasedAction(row('9.1q', 'A made-up numbering.', { trail: ['Rules', 'State-based action'] }))).toBe(true);
  });

  it('is not the rule introducing them, an entry under another title, or a glossary entry', () => {
    expect(isStateBasedAction(row('704.5', 'The state-based actions are as follows:', { trail: trail.slice(0, 2) }))).toBe(false);
    expect(isStateBasedAction(row('303.4d', 'An Aura can’t enchant itself.', { trail: ['Card Types', 'Enchantments'] }))).toBe(false);
    expect(isStateBasedAction(row(null, 'State-Based Actions: See rule 704.', { trail }))).toBe(false);
  });
});

describe('isListedItem', () => {
  const trail = ['Game Concepts', 'Timing and Priority', 'Which player has priority is determined by the following rules:'];

  it('is a lettered subrule under an entry ending in a colon', () => {
    expect(isListedItem(row('117.3b', 'The active player receives priority after a spell or ability resolves.', { trail }))).toBe(true);
  });

  it('is not the entry introducing the list, nor a subrule under an entry that is a sentence', () => {
    expect(
      isListedItem(row('117.3', 'Which player has priority is determined by the following rules:', { trail: trail.slice(0, 2) })),
    ).toBe(false);
    const underSentence = ['Game Concepts', 'Timing and Priority', 'A player who has priority may cast spells.'];
    expect(isListedItem(row('117.1a', 'A player may cast an instant spell any time they have priority.', { trail: underSentence }))).toBe(
      false,
    );
  });
});

describe('introducesList', () => {
  it('reads a rule ending with a colon as the opening of the list its subrules give, and no other', () => {
    expect(introducesList('Effects are applied in a series of layers in the following order: ')).toBe(true);
    expect(introducesList('The following rules apply: one, two, three.')).toBe(false);
    expect(introducesList('Layer 1: copy effects.')).toBe(false);
  });
});
