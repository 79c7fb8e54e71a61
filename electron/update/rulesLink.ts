// Finds the Comprehensive Rules text file on the official rules page. The page links the CR as .txt, .pdf and
// .docx ("MagicCompRules 20260417.txt"); only the text file is wanted.
import { err, ok, type Problem, type Result } from '../../core/result.ts';

interface Candidate {
  readonly url: URL;
  readonly score: number;
  /** YYYYMMDD from the file name, 0 when none: the newest release wins a tie. */
  readonly date: number;
}

const hrefPattern = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'");
}

/** decodeURIComponent that keeps malformed escapes ("%E0%A4%A") as they are instead of throwing. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function candidate(href: string, pageUrl: URL): Candidate | null {
  let url: URL;
  try {
    url = new URL(decodeEntities(href.trim()), pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const file = safeDecode(url.pathname.split('/').pop() ?? '');
  if (!/\.txt$/i.test(file)) return null;
  const compRules = /comp(?:rehensive)?[\s_-]*rules/i.test(file) ? 2 : 0;
  const date = Number(/(\d{8})/.exec(file)?.[1] ?? 0);
  return { url, score: compRules + (date > 0 ? 1 : 0), date };
}

/** The URL of the newest CR .txt linked from the page, or 'no-link' when the page has none. */
export function findRulesLink(html: string, pageUrl: URL): Result<URL, Problem> {
  const candidates: Candidate[] = [];
  for (const match of html.matchAll(hrefPattern)) {
    const found = candidate(match[1] ?? match[2] ?? match[3] ?? '', pageUrl);
    if (found !== null) candidates.push(found);
  }
  const best = candidates.sort((a, b) => b.score - a.score || b.date - a.date)[0];
  if (best === undefined) {
    return err({
      code: 'no-link',
      message: `The rules page at ${pageUrl.href} links no Comprehensive Rules text file; the page may have moved or changed.`,
      at: pageUrl.href,
    });
  }
  return ok(best.url);
}

/** The file name the download is imported under: the link's last path segment, decoded. */
export function fileNameOf(url: URL): string {
  const name = safeDecode(url.pathname.split('/').pop() ?? '').trim();
  return name === '' ? 'comprehensive-rules.txt' : name;
}
