// arbiter:// links handed to the desktop app by the system (clicked in a chat, a browser, another program): the view a
// link names, as the address of the app's own page. Anything else is no link: the app opens as it would without one.
import { viewNames } from '../../core/views.ts';
import { appPageUrl } from './window.ts';

export const linkScheme = 'arbiter';

/** The views a link may open: the app's own (core/views.ts). */
const linkableViews: ReadonlySet<string> = new Set(viewNames);

/** Longest link taken: a rule, a term or a question fits many times over. */
const maxLinkLength = 2048;

/** The first arbiter:// link among a process's arguments (Windows and Linux pass a clicked link that way), or null. */
export function linkInArguments(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${linkScheme}://`)) ?? null;
}

/**
 * The app page's address for a link ("arbiter://rule/613.8a@2026-04-17" → index.html#/rule/613.8a%402026-04-17), or
 * null for a link to no known view, a malformed escape or an overlong link. The argument is decoded and encoded again,
 * so nothing but the view's own address reaches the page.
 */
export function appUrlOfLink(link: string, rendererDir: string): URL | null {
  if (link.length > maxLinkLength) return null;
  const match = /^arbiter:\/\/([a-z]+)(?:\/(.*))?$/is.exec(link.trim());
  if (match === null || !linkableViews.has(match[1]!.toLowerCase())) return null;
  let argument: string;
  try {
    argument = match[2] === undefined ? '' : decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  const url = appPageUrl(rendererDir);
  url.hash = `#/${match[1]!.toLowerCase()}${argument === '' ? '' : `/${encodeURIComponent(argument)}`}`;
  return url;
}
