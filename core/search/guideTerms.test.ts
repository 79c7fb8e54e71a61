import { describe, expect, it } from 'vitest';
import { guideTermsIn, guideTermsUnsaid } from './guideTerms.ts';
import { parseQuery } from './query.ts';

describe('guideTermsIn', () => {
  it('finds the IPG terms a query names, by abbreviation in either case or in full, each once', () => {
    expect(guideTermsIn('is HCE a game loss')).toEqual([
      { typed: 'HCE', name: 'hidden card error' },
      { typed: 'game loss', name: 'game loss' },
    ]);
    expect(guideTermsIn('ftmgs or FTMGS')).toEqual([{ typed: 'ftmgs', name: 'failure to maintain game state' }]);
    // a word holding an abbreviation, or the name's words apart, names none
    expect(guideTermsIn('the game was lost; mulligans and decks')).toEqual([]);
  });
});

describe('guideTermsUnsaid', () => {
  const unsaid = (query: string, says: (name: string) => boolean = () => false) => guideTermsUnsaid(query, parseQuery(query), says);

  it('notes each term no document says, and leaves an abbreviation alone with no results', () => {
    expect(unsaid('HCE')).toEqual({
      notes: [
        'HCE (Hidden Card Error), a term of the Infraction Procedure Guide, is in no document searched: ' +
          'import an IPG that has it to search it.',
      ],
      nothingElse: true,
    });
    expect(unsaid('what is the penalty for HCE').nothingElse).toBe(false);
    // a name typed in full may be the rules' own words ("game loss"): its results stay
    expect(unsaid('game loss')).toMatchObject({ nothingElse: false, notes: [expect.stringMatching(/^Game Loss, a term/)] });
  });

  it('says nothing of a term a document says', () => {
    expect(unsaid('HCE', (name) => name === 'hidden card error')).toEqual({ notes: [], nothingElse: false });
    expect(unsaid('HCE or DEC', (name) => name === 'hidden card error').notes).toEqual([
      expect.stringMatching(/^DEC \(Drawing Extra Cards\)/),
    ]);
  });
});
