// The --kind / [kind] argument shared by the type-system commands.
import { type SubtypeKind, subtypeKinds } from '../../../core/types/model.ts';
import { UsageError } from '../io.ts';

/** "Creature", "creature type" or "creature types" → creature; anything else is a usage error naming the kinds. */
export function parseKind(text: string): SubtypeKind {
  const name = text
    .trim()
    .toLowerCase()
    .replace(/\s+types?$/, '');
  const kind = subtypeKinds.find((k) => k === name);
  if (!kind) throw new UsageError(`unknown kind "${text}"; the kinds are ${subtypeKinds.join(', ')}`);
  return kind;
}
