// Importing card data stores each card name once: a newer file's card replaces an earlier file's. Say which.
import type { CardFileInfo } from '../../../core/contract.ts';

/** Cards of an earlier file that a newer file's versions replaced (the same card name is stored once). */
export interface CardsReplaced {
  readonly title: string;
  readonly before: number;
  readonly after: number;
}

/** Which earlier card files lost cards between two listings of the imported card data. */
export function cardsReplaced(before: readonly CardFileInfo[], after: readonly CardFileInfo[]): CardsReplaced[] {
  return after.flatMap((file) => {
    const earlier = before.find((candidate) => candidate.id === file.id);
    return earlier !== undefined && earlier.cards > file.cards ? [{ title: file.title, before: earlier.cards, after: file.cards }] : [];
  });
}
