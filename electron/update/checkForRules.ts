// "Check for new rules": read the official rules page, find the current CR text link, download it with
// progress, make sure it is the rules and parses, and import it as a new version beside the old ones.
// Every failure leaves the database as it was: the import is one transaction and runs only on a good file.
import type { ImportProgress, ImportSummary, SourceInfo } from '../../core/contract.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { parseRulesDocument } from '../../core/rules/parse.ts';
import { download, type DownloadProgress } from './download.ts';
import { fileNameOf, findRulesLink } from './rulesLink.ts';

export const officialRulesPage = 'https://magic.wizards.com/en/rules';

export type UpdateProgress =
  | { readonly phase: 'checking' }
  | ({ readonly phase: 'downloading' } & DownloadProgress)
  | { readonly phase: 'importing'; readonly fraction: number };

/** The two things the updater needs from the rules store (electron/db/service.ts, bound to one database). */
export interface RulesStore {
  listSources(): readonly SourceInfo[];
  importDocument(
    document: { readonly fileName: string; readonly content: Uint8Array },
    onProgress?: (progress: ImportProgress) => void,
  ): Result<ImportSummary, Problem>;
}

export interface UpdateOptions {
  readonly store: RulesStore;
  /** The rules page; the official one unless configured (tests point it at 127.0.0.1). */
  readonly pageUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  readonly onProgress?: (progress: UpdateProgress) => void;
}

export type UpdateOutcome =
  | { readonly status: 'imported'; readonly url: string; readonly summary: ImportSummary }
  | { readonly status: 'up-to-date'; readonly url: string; readonly source: SourceInfo };

function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<!doctype') || head.startsWith('<html') || head.startsWith('<?xml') || head.startsWith('<head');
}

/** The download must parse as the Comprehensive Rules, not merely as some text, before anything is stored. */
function checkParses(bytes: Uint8Array, url: URL): Problem | null {
  const parsed = parseRulesDocument(bytes);
  if (!parsed.ok) {
    return {
      code: parsed.error.code,
      message: `The file at ${url.href} does not read as the rules: ${parsed.error.message} Nothing was changed.`,
      at: url.href,
    };
  }
  if (parsed.value.kind !== 'comprehensive-rules' || parsed.value.entries.length === 0) {
    return { code: 'not-rules', message: `${url.href} is not the Comprehensive Rules. Nothing was changed.`, at: url.href };
  }
  return null;
}

export async function checkForRules(options: UpdateOptions): Promise<Result<UpdateOutcome, Problem>> {
  const { store, onProgress } = options;
  let pageUrl: URL;
  try {
    pageUrl = new URL(options.pageUrl ?? officialRulesPage);
  } catch {
    return err({ code: 'bad-url', message: `"${options.pageUrl}" is not a web address.`, at: 'pageUrl' });
  }
  const transfer = { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };

  onProgress?.({ phase: 'checking' });
  const page = await download(pageUrl, { ...transfer, maxBytes: 8 * 1024 * 1024 });
  if (!page.ok) return page;
  const link = findRulesLink(new TextDecoder('utf-8').decode(page.value.bytes), page.value.url);
  if (!link.ok) return link;
  const fileName = fileNameOf(link.value);

  const known = store.listSources().find((source) => source.fileName === fileName);
  if (known !== undefined) return ok({ status: 'up-to-date', url: link.value.href, source: known });

  const file = await download(link.value, {
    ...transfer,
    onProgress: (progress) => onProgress?.({ phase: 'downloading', ...progress }),
  });
  if (!file.ok) return file;
  const { bytes, contentType, url } = file.value;
  if (contentType.startsWith('text/html') || looksLikeHtml(bytes)) {
    return err({
      code: 'html-not-text',
      message: `${url.href} sent a web page instead of the rules text; the link may have moved. Nothing was changed.`,
      at: url.href,
    });
  }
  const unreadable = checkParses(bytes, url);
  if (unreadable !== null) return err(unreadable);
  const imported = store.importDocument({ fileName, content: bytes }, (progress) =>
    onProgress?.({ phase: 'importing', fraction: progress.fraction }),
  );
  if (!imported.ok) {
    return err({
      code: imported.error.code,
      message: `The downloaded rules (${fileName}) could not be read: ${imported.error.message} Nothing was changed.`,
      at: imported.error.at ?? url.href,
    });
  }
  if (imported.value.alreadyImported) return ok({ status: 'up-to-date', url: url.href, source: imported.value.source });
  return ok({ status: 'imported', url: url.href, summary: imported.value });
}
