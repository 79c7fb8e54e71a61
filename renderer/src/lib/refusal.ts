// A wording the simulator refuses: the engine's message names the problem, then lists every form it understands.
// The judge sees the problem on one line; the list waits behind "Wordings the simulator understands".

export interface Refusal {
  /** What is wrong, in one sentence. */
  readonly problem: string;
  /** The understood forms, when the message lists them. */
  readonly forms: string | null;
}

const formsMarker = ' Understood forms: ';

export function splitRefusal(message: string): Refusal {
  const at = message.indexOf(formsMarker);
  if (at < 0) return { problem: message, forms: null };
  const problem = message.slice(0, at).trim();
  return { problem: /[.?!]$/.test(problem) ? problem : `${problem}.`, forms: message.slice(at + formsMarker.length).trim() };
}
