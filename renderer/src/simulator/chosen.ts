// The effect's "Chosen" field: what it stands for in the wording ("the chosen type", "the chosen color"), and the
// wording as the engine reads it once the choice is filled in, so the as-you-type check agrees with Run.
import { colorOrder } from '../../../core/engine/model.ts';

const chosenColor = /\b(is|are|becomes?) the chosen colou?r\b/i;
const chosenType = /\bthe chosen (creature |basic land |land )?type\b/i;

/** The hint shown under "Chosen" for this wording; null when the wording makes no choice. */
export function chosenHint(text: string): string | null {
  if (chosenColor.test(text)) return `"the chosen color": name one of ${colorOrder.join(', ')} (105.1).`;
  if (chosenType.test(text)) return '"the chosen type": name the subtype chosen, e.g. Elf (205.3).';
  return null;
}

/**
 * "… are the chosen color …" with the color named (Painter's Servant), as core/engine/scenario.ts reads it before
 * parsing; the wording unchanged when it names no chosen color or the choice is not a color (the engine names that).
 */
export function withChosenColor(text: string, chosen: string): string {
  const color = colorOrder.find((known) => known === chosen.trim().toLowerCase());
  return color === undefined ? text : text.replace(chosenColor, (_whole, verb: string) => `${verb} ${color}`);
}
