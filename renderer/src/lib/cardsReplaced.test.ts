import { describe, expect, it } from 'vitest';
import type { CardFileInfo } from '../../../core/contract.ts';
import { cardsReplaced } from './cardsReplaced.ts';

const file = (id: number, title: string, cards: number): CardFileInfo => ({
  id,
  title,
  cards,
  fileName: `${title}.json`,
  importedAt: '',
  dataDate: null,
});

describe('card data replaced by a later import', () => {
  it('names each earlier file that lost cards, with its count before and after', () => {
    const before = [file(1, 'Dominaria', 229), file(2, 'Alpha', 295)];
    const after = [file(3, 'Dominaria Remastered', 261), file(1, 'Dominaria', 224), file(2, 'Alpha', 295)];
    expect(cardsReplaced(before, after)).toEqual([{ title: 'Dominaria', before: 229, after: 224 }]);
  });
  it('says nothing when nothing was replaced, or for the new file itself', () => {
    expect(cardsReplaced([], [file(1, 'Alpha', 295)])).toEqual([]);
    expect(cardsReplaced([file(1, 'Alpha', 295)], [file(1, 'Alpha', 295), file(2, 'Beta', 302)])).toEqual([]);
  });
});
