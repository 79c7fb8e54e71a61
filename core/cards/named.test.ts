import { describe, expect, it } from 'vitest';
import { CardNames } from './named.ts';

const names = new CardNames([
  ...['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Humility', 'Fog', 'Jace, the Mind Sculptor', 'Urza’s Saga', 'Moon'].map((name) => ({
    name,
  })),
  { name: 'Jace, Vryn’s Prodigy // Jace, Telepath Unbound', faces: ['Jace, Vryn’s Prodigy', 'Jace, Telepath Unbound'] },
  { name: 'Fire // Ice', faces: ['Fire', 'Ice'] },
]);

describe('cards named in a question', () => {
  it('finds whole names as whole words, in the order the question names them', () => {
    expect(names.namedIn('does Urborg, Tomb of Yawgmoth still tap for mana under blood moon?')).toEqual([
      'Urborg, Tomb of Yawgmoth',
      'Blood Moon',
    ]);
  });

  it('takes the longest name at a place ("Blood Moon", not "Moon")', () => {
    expect(names.namedIn('Blood Moon and Humility')).toEqual(['Blood Moon', 'Humility']);
  });

  it('knows a legendary card by the part before its comma, unless several cards share it', () => {
    expect(names.namedIn('my Blood Moon and his Urborg')).toEqual(['Blood Moon', 'Urborg, Tomb of Yawgmoth']);
    expect(names.namedIn('can Jace flip?')).toEqual([]);
    expect(new CardNames([{ name: 'Urborg, Tomb of Yawgmoth' }, { name: 'Urborg' }]).namedIn('Urborg')).toEqual(['Urborg']);
  });

  it('reads one-word names only when capitalised, and apostrophes either way', () => {
    expect(names.namedIn('what does fog prevent')).toEqual([]);
    expect(names.namedIn('what does Fog prevent')).toEqual(['Fog']);
    expect(names.namedIn("urza's saga under blood moon")).toEqual(['Urza’s Saga', 'Blood Moon']);
  });

  it('knows a card with faces by either face, as the whole card', () => {
    expect(names.namedIn('can I cast Ice from the graveyard?')).toEqual(['Fire // Ice']);
    expect(names.namedIn('Jace, Telepath Unbound minus ability')).toEqual(['Jace, Vryn’s Prodigy // Jace, Telepath Unbound']);
  });

  it('says where each name stands in the question, as written', () => {
    const question = 'Can my Urborg tap for B under Blood Moon?';
    expect(names.mentionsIn(question).map((m) => [m.card, question.slice(m.start, m.end)])).toEqual([
      ['Urborg, Tomb of Yawgmoth', 'Urborg'],
      ['Blood Moon', 'Blood Moon'],
    ]);
  });

  it('finds nothing in a question with no card, or in no question', () => {
    expect(names.namedIn('how does trample work with deathtouch')).toEqual([]);
    expect(names.namedIn('')).toEqual([]);
  });
});
