// A wording the simulator refuses: the reader's message is one line (the words not understood marked, the nearest
// form, what to do); the forms it understands, generated from its grammar, wait behind "Wordings the simulator understands".
import { understoodForms } from '../../../core/engine/index.ts';

export interface Refusal {
  /** What is wrong, on one line. */
  readonly problem: string;
  /** The understood forms, for a reader refusal. */
  readonly forms: string | null;
}

export function splitRefusal(message: string): Refusal {
  return { problem: message, forms: message.startsWith('Not understood: ') ? understoodForms.join(' · ') : null };
}
