import { describe, expect, it } from 'vitest';
import { phrasesRead } from './phrasesRead.ts';

const never = (): boolean => false;
const read = (query: string, inLongerTerm: (phrase: readonly string[]) => boolean = never) => phrasesRead(query.split(' '), inLongerTerm);

describe('phrasesRead', () => {
  it('keeps what a phrase stands for under its last word, and a wording’s other words as that word’s mates', () => {
    const { expansions, mates } = read('can i just fail to find a land');
    expect(expansions.get('find')).toEqual(expect.arrayContaining(['search']));
    expect(mates.get('fail')).toBe('find');
    expect(mates.get('to')).toBe('find');
    expect(mates.has('land')).toBe(false);
  });

  it('keeps, for each rules wording read, everything it stands for; a judge phrase is no wording', () => {
    expect(read('can i just fail to find a land').wordings).toEqual([['search', 'isn’t required to find']]);
    expect(read('is a board wipe a sorcery').wordings).toEqual([]);
  });

  it('reads a phrase with a gap, its parts with the words between them, and no word of the gap as a mate', () => {
    const { expansions, mates, wordings } = read('who picks which one applies first');
    // the gap's "picks" read too: to pick is to choose
    expect(wordings).toEqual([['chooses one to apply'], ['choose']]);
    expect(expansions.get('applies')).toEqual(['chooses one to apply']);
    expect(mates.get('who')).toBe('applies');
    expect(mates.has('picks')).toBe(false);
    // the order of two effects asked of, said without "applies"
    expect(read('who decides what order the 2 effects go in').wordings).toContainEqual(['chooses one to apply']);
    // layered effects apply in an order no player chooses
    expect(read('which applies first blood moon or urborg').wordings).toEqual([]);
  });

  it('reads a phrase with a far gap in words other phrases read, adding its wording once, also for its last word', () => {
    // "stole" is a judge word of its own (control), read first
    const { expansions, mates, wordings } = read('he stole my creature and it was wearing my equipment and he stole another');
    expect(wordings).toEqual([['changing control of the creature']]);
    expect(expansions.get('stole')).toEqual(['control']);
    // the situation's last word stands for what the rules write for it, as a phrase said together's does
    expect(expansions.get('equipment')).toEqual(['changing control of the creature']);
    expect(mates.size).toBe(0);
    // the wording of a situation told across the question is marked as told
    const stolen = read('he stole my creature and it was wearing my equipment');
    expect([...stolen.told]).toEqual(stolen.wordings);
    expect(read('can i just fail to find a land').told.size).toBe(0);
    expect(read('he stole my creature with an aura').wordings).toEqual([]);
    // read after the phrases said together, it adds no wording one of them added
    expect(read("in response to him tapping it for mana so he doesn't get the mana").wordings).toEqual([
      ['activated mana ability'],
      ['otherwise responded to'],
    ]);
  });

  it('keeps the counts a wording says whose rules words drop them, not those the rules words keep', () => {
    expect([...read('we both went to 0 at once').countsWorded]).toEqual(['0']);
    expect([...read('can life go below 0').countsWorded]).toEqual([]);
    expect([...read('i went to 0 life').countsWorded]).toEqual([]);
  });

  it('reads the longest phrase and not a shorter one inside it; a term’s phrase has no mates', () => {
    const { expansions, mates } = read('is a board wipe a sorcery');
    expect(expansions.get('wipe')).toEqual(['destroy']);
    expect(expansions.has('board')).toBe(false);
    expect(mates.has('board')).toBe(false);
  });

  it('reads no phrase inside a longer term the query names', () => {
    const { expansions, mates } = read('can i fail to find', (phrase) => phrase.includes('fail'));
    expect(expansions.size).toBe(0);
    expect(mates.size).toBe(0);
  });

  it('marks the last words of situation phrases, and reads nothing in a query without phrases', () => {
    expect(read('i got decked').situationLasts.has('decked')).toBe(true);
    expect(read('what is a creature')).toEqual({
      expansions: new Map(),
      mates: new Map(),
      situationLasts: new Set(),
      wordings: [],
      told: new Set(),
      countsWorded: new Set(),
    });
  });
});
