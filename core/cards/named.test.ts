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

  it('reads a one-word name in lower case when it is no word of the language or the rules', () => {
    const words = new Set(['fog', 'my', 'token', 'can', 'i', 'a', 'what', 'does', 'prevent']);
    const cards = new CardNames(
      ['Fog', 'Ephemerate'].map((name) => ({ name })),
      (word) => words.has(word),
    );
    expect(cards.namedIn('can I ephemerate a token')).toEqual(['Ephemerate']);
    expect(cards.namedIn('what does fog prevent')).toEqual([]);
    expect(names.namedIn('can I ephemerate a token')).toEqual([]);
  });

  it('knows a card with faces by either face, as the whole card', () => {
    expect(names.namedIn('can I cast Ice from the graveyard?')).toEqual(['Fire // Ice']);
    expect(names.namedIn('Jace, Telepath Unbound minus ability')).toEqual(['Jace, Vryn’s Prodigy // Jace, Telepath Unbound']);
  });

  it('knows a name that is a card’s own and another card’s face as the card whose whole name it is', () => {
    const cards = new CardNames([
      { name: 'Ember Bolt' },
      { name: 'Ashen Sage // Ember Bolt', faces: ['Ashen Sage', 'Ember Bolt'] },
      { name: 'Tide // Ember', faces: ['Tide', 'Ember'] },
      { name: 'Ember' },
    ]);
    expect(cards.namedIn('does Ember Bolt still deal damage to it?')).toEqual(['Ember Bolt']);
    expect(cards.namedIn('can I cast Ashen Sage?')).toEqual(['Ashen Sage // Ember Bolt']);
    expect(cards.namedIn('Ember or Tide')).toEqual(['Ember', 'Tide // Ember']);
    // misspelt, likewise
    expect(cards.namedIn('does Embr Bolt deal damage')).toEqual(['Ember Bolt']);
  });

  it('says where each name stands in the question, as written', () => {
    const question = 'Can my Urborg tap for B under Blood Moon?';
    expect(names.mentionsIn(question).map((m) => [m.card, question.slice(m.start, m.end)])).toEqual([
      ['Urborg, Tomb of Yawgmoth', 'Urborg'],
      ['Blood Moon', 'Blood Moon'],
    ]);
  });

  it('reads a misspelt name written as a name, when one card is within the edits its length allows', () => {
    const cards = new CardNames(
      ['Serra Angel', 'Lightning Bolt', 'Humility', 'Fog', 'Swords to Plowshares', 'Gaea’s Cradle'].map((name) => ({ name })),
    );
    const question = "Can my Serra Angle block after Lightning Blot, under Humilty? And Sowrds to Plowshares on Gaea's Cradel?";
    expect(cards.mentionsIn(question).map((m) => [m.card, question.slice(m.start, m.end)])).toEqual([
      ['Serra Angel', 'Serra Angle'],
      ['Lightning Bolt', 'Lightning Blot'],
      ['Humility', 'Humilty'],
      ['Swords to Plowshares', 'Sowrds to Plowshares'],
      ['Gaea’s Cradle', "Gaea's Cradel"],
    ]);
  });

  it('leaves a misspelling alone when it is short, lower case, too far off, or as near two cards', () => {
    const cards = new CardNames(['Fog', 'Serra Angel', 'Goblin Guide', 'Goblin Glide'].map((name) => ({ name })));
    expect(cards.namedIn('does Fig prevent combat damage')).toEqual([]);
    expect(cards.namedIn('can my serra angle block')).toEqual([]);
    expect(cards.namedIn('can my Sierra Angle block')).toEqual([]);
    expect(cards.namedIn('Goblin Gside attacks')).toEqual([]);
    expect(cards.namedIn('Goblin Guide attacks')).toEqual(['Goblin Guide']);
  });

  it('keeps a word of a longer misspelt name as typed, and tries only the first phrases of a question for misspellings', () => {
    const cards = new CardNames(['Serra Angel', 'Blood Moon', 'Humility'].map((name) => ({ name })));
    expect(cards.namedIn('Can my Sera Angle block')).toEqual([]);
    const capitalised = 'Every Word Here Is Capitalised Like A Pasted List '.repeat(8);
    expect(cards.namedIn(`Serra Angle ${capitalised} Humility and Blood Mon`)).toEqual(['Serra Angel', 'Humility']);
  });

  it('finds nothing in a question with no card, or in no question', () => {
    expect(names.namedIn('how does trample work with deathtouch')).toEqual([]);
    expect(names.namedIn('')).toEqual([]);
  });
});
