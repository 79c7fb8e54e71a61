// Keyword abilities that are characteristic-defining abilities (604.3) and what each defines: changeling makes its
// object every creature type (702.73a), devoid makes it colorless (702.114a). Shared by the reader (a text that is the
// keyword alone) and the board (a printed keyword becomes its object's effect).
import type { EffectPart } from '../model.ts';
import { typeChange } from '../typeChange.ts';
import { textKey } from '../../text/index.ts';

const everyCreatureType: EffectPart = typeChange({ allCreatureTypes: true, retain: 'all' });
const colorless: EffectPart = { op: 'color', colors: [], addition: false };

const cdaKeywords: Readonly<Record<string, { readonly part: EffectPart; readonly rule: string }>> = {
  changeling: { part: everyCreatureType, rule: '702.73a' },
  devoid: { part: colorless, rule: '702.114a' },
};

/** The CDA a keyword line is, reminder text aside ("Changeling (This card is every creature type.)"), or undefined. */
export function cdaKeywordOf(text: string): { readonly part: EffectPart; readonly rule: string } | undefined {
  return cdaKeywords[textKey(text.replace(/\([^()]*\)/g, ' '))];
}
