import { describe, expect, it } from 'vitest';
import { parseEffectText } from '../../../core/engine/index.ts';
import { chosenHint, wordingWithChoice } from './chosen.ts';

const painter = "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.";
const conspiracy =
  "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't " +
  'on the battlefield.';

describe('chosenHint', () => {
  it('asks for a color when the wording says "the chosen color", for a type when it says "the chosen type"', () => {
    expect(chosenHint(painter)).toMatch(/color.*white, blue, black, red, green/);
    expect(chosenHint(conspiracy)).toMatch(/type.*Elf/);
    expect(chosenHint('Target land becomes the basic land type of your choice until end of turn.')).toMatch(/type.*Elf/);
    expect(chosenHint('Target creature becomes the color of your choice.')).toMatch(/color.*white/);
    expect(chosenHint('Nonbasic lands are Mountains.')).toBeNull();
  });
  it('asks for the mode when the wording is a named mode (700.2)', () => {
    expect(chosenHint('• Temur — Creatures you control get +1/+0 and have trample and haste.')).toMatch(/mode \(700\.2\).*Temur/);
    expect(wordingWithChoice('• Temur — Creatures you control get +1/+0.', 'Temur')).toBe('Creatures you control get +1/+0.');
  });
  it('asks for the words replaced when the wording changes text (layer 3)', () => {
    expect(chosenHint('Change the text of target spell or permanent by replacing all instances of one color word with another.')).toMatch(
      /old → new.*612\.2/,
    );
  });
});

describe('wordingWithChoice', () => {
  it('fills in the color chosen, so the wording parses as the engine will read it', () => {
    expect(parseEffectText(painter, "Painter's Servant").ok).toBe(false);
    const filled = wordingWithChoice(painter, ' Blue ');
    expect(filled).toContain('are blue in addition');
    const parsed = parseEffectText(filled, "Painter's Servant");
    expect(parsed.ok && JSON.stringify(parsed.value.clauses)).toContain('blue');
  });
  it('leaves the wording as typed when the choice is not a color or nothing is chosen', () => {
    expect(wordingWithChoice(painter, 'Elf')).toBe(painter);
    expect(wordingWithChoice(painter, '')).toBe(painter);
    expect(wordingWithChoice(conspiracy, 'blue')).toBe(conspiracy);
  });
});
