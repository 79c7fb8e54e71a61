// Views are addressed by the URL hash (#/rule/704.5j) so browser and Electron back/forward work as a judge expects.

export type ViewName = 'search' | 'rule' | 'glossary' | 'subtypes' | 'cards' | 'card' | 'simulator' | 'library' | 'settings';

export interface Route {
  readonly view: ViewName;
  /** The rule number, glossary term or search text the view opens with. */
  readonly arg: string;
}

const views: readonly ViewName[] = ['search', 'rule', 'glossary', 'subtypes', 'cards', 'card', 'simulator', 'library', 'settings'];

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

/** A rule view's address: "704.5j" (the newest CR's) or "704.5j@2" (as source 2 has it). */
export function ruleAddress(arg: string): { ruleNumber: string; sourceId?: number } {
  const at = /^(.+)@(\d+)$/.exec(arg);
  return at === null ? { ruleNumber: arg } : { ruleNumber: at[1]!, sourceId: Number(at[2]) };
}

export const hrefOf = (view: ViewName, arg = ''): string => `#/${view}${arg === '' ? '' : `/${encodeURIComponent(arg)}`}`;

export class Router {
  route: Route = $state(parseHash(location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.route = parseHash(location.hash);
    });
  }

  go(view: ViewName, arg = ''): void {
    location.hash = hrefOf(view, arg);
  }

  back(): void {
    history.back();
  }

  forward(): void {
    history.forward();
  }
}
