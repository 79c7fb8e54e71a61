// What the Search view shows, kept outside the view: the source filter and the answers to recent queries, so a
// judge who opens a result and comes back (Back, Alt+←, the Search tab) finds the same results at once, not a
// blank list that fills a moment later and loses the scroll position.
import type { SearchResponse } from '../../../core/contract.ts';

/** Answers kept: enough for a judge's recent questions, small enough to be nothing in memory. */
const keptAnswers = 20;

export class SearchSession {
  /** The last query typed: where the Search tab returns. */
  query = $state('');
  sourceFilter = $state('');
  /** Incremented by "/" and Ctrl+K to ask the Search view for focus. */
  focusRequests = $state(0);
  // Read when a search starts, never rendered from: not reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly answers = new Map<string, SearchResponse>();

  private static key(query: string, sourceFilter: string): string {
    return `${sourceFilter}\u0000${query}`;
  }

  answer(query: string, sourceFilter: string): SearchResponse | undefined {
    return this.answers.get(SearchSession.key(query, sourceFilter));
  }

  keep(query: string, sourceFilter: string, response: SearchResponse): void {
    const key = SearchSession.key(query, sourceFilter);
    this.answers.delete(key);
    this.answers.set(key, response);
    if (this.answers.size > keptAnswers) this.answers.delete(this.answers.keys().next().value!);
  }

  /** After an import or removal the kept answers may be wrong. */
  forget(): void {
    this.answers.clear();
  }
}

export const searchSession = new SearchSession();
