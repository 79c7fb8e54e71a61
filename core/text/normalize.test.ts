import { describe, expect, it } from 'vitest';
import { capitalizeWords, escapeRegExp, foldAccents, normalizeText, textKey } from './normalize.ts';

describe('normalizeText and textKey', () => {
  it('straightens apostrophes and quotes, collapses spaces, keeps letter case', () => {
    expect(normalizeText('  Urza’s   “Tower”\n')).toBe('Urza\'s "Tower"');
    expect(normalizeText('Urzaʼs Mine`s')).toBe("Urza's Mine's");
  });

  it('keys compare typed and printed forms alike', () => {
    expect(textKey('Urza’s Tower')).toBe(textKey("urza's  tower"));
    expect(textKey('Lim-Dûl')).not.toBe(textKey('Lim-Dul'));
  });

  it('composes decomposed letters (NFC) so equal-looking names compare equal', () => {
    expect(textKey('Lim-Du\u0302l')).toBe(textKey('Lim-Dûl'));
  });
});

describe('foldAccents', () => {
  it('drops accents and spells out ligatures', () => {
    expect(foldAccents('Lim-Dûl the Necromancer')).toBe('Lim-Dul the Necromancer');
    expect(foldAccents('Æther Vial')).toBe('AEther Vial');
    expect(foldAccents('Séance')).toBe('Seance');
  });
});

describe('capitalizeWords', () => {
  it('capitalizes each word as a type line prints it', () => {
    expect(capitalizeWords('time lord')).toBe('Time Lord');
    expect(capitalizeWords('')).toBe('');
  });
});

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text literally, its special characters included', () => {
    for (const text of ['{T}', 'a.b', '(1/2)', '[quality]', 'x+y*z?', 'a|b', '^$', 'back\\slash'])
      expect(new RegExp(`^${escapeRegExp(text)}$`).test(text), text).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
