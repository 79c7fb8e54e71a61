// What a view shows for the thing its address names (a rule, a glossary entry, a card, a change list): the API's answer
// to the question asked last, an answer to an earlier one being dropped when it comes late, or why there is none.
import type { ApiResult } from '../../../core/contract.ts';

export class Lookup<T> {
  value: T | null = $state.raw(null);
  problem: string | null = $state(null);
  /** Until the answer to the question asked last has come (from the start: nothing is answered yet). */
  loading = $state(true);
  #asked = 0;

  /**
   * Shows the answer once it comes, unless another question was asked meanwhile; `missing` is the problem when the
   * API has nothing under that name. Resolves to whether this answer is the one shown and holds a value.
   */
  async ask(answer: Promise<ApiResult<T | null>>, missing?: string): Promise<boolean> {
    const question = ++this.#asked;
    this.loading = true;
    const result = await answer;
    if (question !== this.#asked) return false;
    this.loading = false;
    this.value = result.ok ? result.value : null;
    this.problem = !result.ok ? result.error.message : result.value === null ? (missing ?? null) : null;
    return this.value !== null;
  }

  /** Shows a problem found before asking anything, dropping any answer still on its way. */
  refuse(problem: string): void {
    this.drop();
    this.loading = false;
    this.value = null;
    this.problem = problem;
  }

  /** Drops any answer still on its way, keeping what is shown (the new question cannot be asked yet). */
  drop(): void {
    this.#asked += 1;
  }
}
