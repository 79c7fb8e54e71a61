// arbiter:// links: a view's address that another copy of Arbiter opens (pasted into its search box, or passed to the
// desktop app by the system). arbiter://rule/613.8a@2026-04-17 names the rule in the CR of that date.
import { parseHash, type Route, type ViewName } from '../state/router.svelte.ts';

const scheme = 'arbiter://';

/** The link for a view; "@" and "." stay readable. */
export const shareLink = (view: ViewName, arg: string): string =>
  `${scheme}${view}${arg === '' ? '' : `/${encodeURIComponent(arg).replace(/%40/g, '@')}`}`;

/** The view a pasted link names, or null when the text is not an arbiter:// link to a known view. */
export function parseShareLink(text: string): Route | null {
  const trimmed = text.trim();
  if (!trimmed.toLowerCase().startsWith(scheme)) return null;
  const rest = trimmed.slice(scheme.length);
  const name = rest.split('/')[0]!;
  const route = parseHash(`#/${rest}`);
  return route.view === name ? route : null;
}
