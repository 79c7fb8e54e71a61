// The effect's "Chosen" field: what it stands for in the wording ("the chosen type", "the chosen color"), and the
// wording as the engine reads it once the choice is filled in, so the as-you-type check agrees with Run.
import { namedModeOf, namesChosenColor, withChoice } from '../../../core/engine/index.ts';
import { colorOrder } from '../../../core/engine/model.ts';

const chosenType =
  /\bthe (chosen (creature |basic land |land )?type|(creature |basic land |land )?type of (your|its controller's) choice)\b/i;
const textChange = /^change the text of /i;

/** The hint shown under "Chosen" for this wording; null when the wording makes no choice. */
export function chosenHint(text: string): string | null {
  const mode = namedModeOf(text);
  if (mode !== null) return `a mode (700.2): it applies only when chosen; name it, ${mode.name}, when it was.`;
  if (namesChosenColor(text)) return `"the chosen color": name one of ${colorOrder.join(', ')} (105.1).`;
  if (chosenType.test(text)) return '"the chosen type": name the subtype chosen, e.g. Elf (205.3).';
  if (textChange.test(text.trim())) return 'the words replaced, old → new, e.g. Mountain → Island or black → white (612.2).';
  return null;
}

/** The wording as the engine reads it once the chosen color or type is filled in; unchanged when there is none to fill. */
export function wordingWithChoice(text: string, chosen: string): string {
  const read = withChoice(text, chosen);
  return read.ok ? read.value : text;
}
