// Views are addressed by the URL hash (#/rule/704.5j) so browser and Electron back/forward work as a judge expects.
// Each history entry remembers its scroll position, so Back returns to the place the judge left, not the top.

import { viewNames, type ViewName } from '../../../core/views.ts';

export type { ViewName };

export interface Route {
  readonly view: ViewName;
  /** The rule number, glossary term or search text the view opens with. */
  readonly arg: string;
}

const views: readonly ViewName[] = viewNames;

export function parseHash(hash: string): Route {
  const [, name = '', ...rest] = hash.replace(/^#/, '').split('/');
  const view = views.find((candidate) => candidate === name) ?? 'search';
  let arg: string;
  try {
    arg = decodeURIComponent(rest.join('/'));
  } catch {
    arg = '';
  }
  return { view, arg };
}

/** A rule view's address: "704.5j" (the newest CR's), "704.5j@2" (as source 2 has it) or "704.5j@2026-04-17" (the CR of that date). */
export function ruleAddress(arg: string): { ruleNumber: string; sourceId?: number; effectiveDate?: string } {
  const at = /^(.+)@(\d+)$/.exec(arg);
  if (at !== null) return { ruleNumber: at[1]!, sourceId: Number(at[2]) };
  const dated = /^(.+)@(\d{4}-\d{2}-\d{2})$/.exec(arg);
  return dated === null ? { ruleNumber: arg } : { ruleNumber: dated[1]!, effectiveDate: dated[2]! };
}

/** A change list's address: "3..4" (source 3 to source 4); empty for the two newest CR releases. */
export function changesAddress(arg: string): { olderId: number; newerId: number } | null {
  const pair = /^(\d+)\.\.(\d+)$/.exec(arg);
  return pair === null ? null : { olderId: Number(pair[1]), newerId: Number(pair[2]) };
}

export const hrefOf = (view: ViewName, arg = ''): string => `#/${view}${arg === '' ? '' : `/${encodeURIComponent(arg)}`}`;

/** How long a returning view may take to grow tall enough for its old scroll position (its data loads first). */
const restoreForMs = 3000;

interface EntryState {
  readonly key: string;
}

const entryKey = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as EntryState).key === 'string' ? (state as EntryState).key : null;

export class Router {
  route: Route = $state(parseHash(location.hash));
  /** Scroll positions by history entry, kept for this session (read only on navigation, so not reactive). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly scrolls = new Map<string, number>();
  /** The last search's scroll position: the Search tab opens that search again (a new entry) where it was left. */
  private searchScroll: { href: string; top: number } | null = null;
  private currentKey: string;
  private restoring = 0;

  constructor() {
    history.scrollRestoration = 'manual';
    this.currentKey = this.tagEntry();
    window.addEventListener('hashchange', () => {
      // Runs before the view changes (Svelte updates the page after this handler), so scrollY is still the old view's.
      this.scrolls.set(this.currentKey, window.scrollY);
      if (this.route.view === 'search') this.searchScroll = { href: hrefOf('search', this.route.arg), top: window.scrollY };
      this.currentKey = this.tagEntry();
      this.route = parseHash(location.hash);
      const sameSearch = this.route.view === 'search' && this.searchScroll?.href === hrefOf('search', this.route.arg);
      this.restoreScroll(this.scrolls.get(this.currentKey) ?? (sameSearch ? this.searchScroll!.top : 0));
    });
    // The judge scrolling or typing while the old position is being restored wins.
    for (const event of ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const)
      window.addEventListener(event, () => cancelAnimationFrame(this.restoring), { passive: true, capture: true });
  }

  /** The entry's key: kept in history.state, given one when the entry is new. */
  private tagEntry(): string {
    const known = entryKey(history.state);
    if (known !== null) return known;
    const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    history.replaceState({ key } satisfies EntryState, '', location.href);
    return key;
  }

  /** Scrolls to `top` once the page is tall enough (a returning view renders its data a moment later). */
  private restoreScroll(top: number): void {
    cancelAnimationFrame(this.restoring);
    const until = performance.now() + restoreForMs;
    const attempt = (): void => {
      window.scrollTo(0, top);
      if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) this.restoring = requestAnimationFrame(attempt);
    };
    this.restoring = requestAnimationFrame(attempt);
  }

  go(view: ViewName, arg = ''): void {
    location.hash = hrefOf(view, arg);
  }

  /** Changes the current entry's address without a new history entry (the search box keeps its query in the address). */
  replace(view: ViewName, arg = ''): void {
    const href = hrefOf(view, arg);
    if (location.hash === href) return;
    history.replaceState({ key: this.currentKey } satisfies EntryState, '', href);
    this.route = parseHash(href);
  }

  back(): void {
    history.back();
  }

  forward(): void {
    history.forward();
  }
}
