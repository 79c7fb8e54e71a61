// The kinds of a card's abilities as CR terms, each brought only where the question speaks of what it does. The card
// texts are written for these tests.
import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import { abilityTermsOf, linesOfNoKind } from './abilityTerms.ts';

const terms = (name: string, text: string, question: string): string[] => abilityTermsOf(name, text, embeddedCatalog, question).sort();

describe("a card's abilities read as the kinds the rules name", () => {
  it('reads a trigger on dying as a triggered and a leaves-the-battlefield ability, when the question speaks of triggering', () => {
    const chorister = 'Flying\nWhenever another creature dies, you gain 1 life.';
    expect(terms('Grave Chorister', chorister, 'Does it trigger for each creature that died at once?')).toEqual([
      'leaves the battlefield',
      'triggered ability',
    ]);
    // what happens to the card itself is not asked of its trigger
    expect(terms('Grave Chorister', chorister, 'What happens to Grave Chorister?')).toEqual([]);
    // a trigger on entering is no leaves-the-battlefield ability, nor is one whose effect, not its event, says "dies"
    expect(terms('Gate Herald', 'When Gate Herald enters, each creature that dies this turn is exiled.', 'does it trigger')).toEqual([
      'triggered ability',
    ]);
  });

  it('reads a power and toughness of its own as a characteristic-defining ability, not one under a condition or of others', () => {
    const colossus = "Hollow Colossus's power and toughness are each equal to the number of cards in your hand.";
    expect(terms('Hollow Colossus', colossus, 'What is its power in my graveyard?')).toEqual(['characteristic-defining ability']);
    expect(terms('Hollow Colossus', colossus, 'Can it block a flyer?')).toEqual([]);
    expect(terms('Anthem Keeper', 'Other creatures you control get +1/+1.', 'what is the power of my other creatures')).toEqual([]);
    expect(terms('Dusk Brute', 'As long as it is your turn, Dusk Brute has base power and toughness 4/4.', 'what is its power')).toEqual(
      [],
    );
  });

  it('reads "would … instead" as a replacement effect, "Add" after a cost as a mana ability, a loyalty cost as a loyalty ability', () => {
    const moss = 'If one or more +1/+1 counters would be put on a creature you control, twice that many are put on it instead.';
    expect(terms('Swelling Moss', moss, 'Which of my two Swelling Moss applies first?')).toEqual(['replacement effect']);
    expect(terms('Swelling Moss', moss, 'Is Swelling Moss an enchantment?')).toEqual([]);
    const elf = '{T}: Add {G}.\n{2}{G}, {T}: Draw a card.';
    expect(terms('Grove Tender', elf, 'Can my opponent respond to me tapping it for mana?')).toEqual(['mana ability']);
    expect(terms('Grove Tender', elf, 'Can I activate its ability the turn it enters?')).toEqual(['activated ability']);
    // a cost of loyalty, as card data writes it ("[+1]:") or as printed: a loyalty ability, once a turn
    const walker = '[+1]: Draw a card.\n−3: Destroy target creature.';
    expect(terms('Test Walker', walker, 'Can I use its plus ability twice in a turn?')).toEqual(['loyalty ability']);
    expect(terms('Test Walker', walker, 'Is Test Walker legendary?')).toEqual([]);
  });

  it('reads a change to what spells cost as the total cost, and a cost paid in place of the mana cost as an alternative cost', () => {
    const tax = 'Noncreature spells cost {1} more to cast.';
    expect(terms('Toll Warden', tax, 'Do the {1} more and the {1} less cancel out?')).toEqual(['total cost']);
    expect(terms('Toll Warden', tax, 'Can Toll Warden attack the turn it enters?')).toEqual([]);
    const free = 'You may pay {0} rather than pay the mana cost for the first spell you cast each turn.';
    expect(terms('Open Hand', free, 'Is a spell cast for free still cast?')).toEqual(['alternative cost']);
  });

  it('reads no reminder text, and nothing of a card with only keywords or no text', () => {
    const flyer = 'Flying (This creature can’t be blocked except by creatures with flying or reach.)';
    expect(terms('Sky Courier', flyer, 'does it trigger, what is its power, which applies first')).toEqual([]);
    expect(terms('Plain Bear', '', 'does it trigger')).toEqual([]);
  });

  it('gives the lines that are no kind of ability, whose CR terms a card without keywords brings', () => {
    const text = "Nonbasic lands are Mountains.\nHollow Colossus's power and toughness are each equal to the number of cards in your hand.";
    expect(linesOfNoKind('Hollow Colossus', text, embeddedCatalog)).toEqual(['Nonbasic lands are Mountains.']);
    expect(linesOfNoKind('Grave Chorister', 'Whenever another creature dies, you gain 1 life.\n{T}: Add {G}.', embeddedCatalog)).toEqual(
      [],
    );
    expect(linesOfNoKind('Copy Cat', 'Copy target instant spell. (A copy is a spell too.)', embeddedCatalog)).toEqual([
      'Copy target instant spell.',
    ]);
  });
});
