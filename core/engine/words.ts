// Type words compared the way core/types compares them, memoised: the layer loop compares the same few words often.
import { kindsOfCardType } from '../types/catalog.ts';
import type { SubtypeKind } from '../types/model.ts';
import { textKey } from '../text/index.ts';

const keys = new Map<string, string>();
const kinds = new Map<string, readonly SubtypeKind[]>();

export function key(text: string): string {
  let found = keys.get(text);
  if (found === undefined) {
    found = textKey(text);
    if (keys.size < 10_000) keys.set(text, found);
  }
  return found;
}

/** kindsOfCardType, memoised per card type. */
export function kindsOf(cardType: string): readonly SubtypeKind[] {
  let found = kinds.get(cardType);
  if (found === undefined) {
    found = kindsOfCardType(cardType);
    kinds.set(cardType, found);
  }
  return found;
}
