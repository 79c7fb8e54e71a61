// What the Subtype index shows, kept outside the view so following a rule link and coming back loses nothing.
import type { SubtypeAnswer, SubtypeKind, TypeLineReport } from '../../../core/types/model.ts';

export class SubtypeSession {
  filter = $state('');
  word = $state('');
  kind = $state<SubtypeKind | ''>('creature');
  answer = $state.raw<SubtypeAnswer | null>(null);
  lineText = $state('');
  report = $state.raw<TypeLineReport | null>(null);
}

export const subtypeSession = new SubtypeSession();
