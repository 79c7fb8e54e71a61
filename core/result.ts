/** The outcome of a parser or check: a value, or a string error code with a human message. */
export type Result<T, E = Problem> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A problem found in user input: a stable code for programs, a message for people, where it is. */
export interface Problem {
  readonly code: string;
  readonly message: string;
  /** Where in the input: a field path, a line number, a word. */
  readonly at?: string;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E = Problem>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
