// "Check for new rules": read the official rules page, find the current CR text link, download it with
// progress, make sure it is the rules and parses, and import it as a new version beside the old ones.
// Every failure leaves the database as it was: the import is one transaction and runs only on a good file.
import type { ImportProgress, ImportSummary, SourceInfo } from '../../core/contract.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { parseRulesDocument } from '../../core/rules/parse.ts';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { fileLimits } from '../../core/limits.ts';
import { readLimitedFile } from '../files/limitedFile.ts';
import { download, type Downloaded, type DownloadProgress } from './download.ts';
import { fileNameOf, findRulesLink } from './rulesLink.ts';
import { implausibleEffectiveDate, type TrustPolicy, untrustedAddress, untrustedPageOverride } from './trust.ts';

export const officialRulesPage = 'https://magic.wizards.com/en/rules';

/** What is known of a downloaded release once it has passed every check, shown before it is imported. */
export interface VerifiedRelease {
  readonly url: string;
  readonly fileName: string;
  readonly bytes: number;
  readonly effectiveDate: string;
  readonly sha256: string;
}

/** The release as a judge reads it before importing: what, from where, how large, effective when, and its SHA-256. */
export function releaseDetails(release: VerifiedRelease): string {
  return (
    `Import ${release.fileName} from ${release.url}?\n\nSize: ${release.bytes} bytes\nEffective: ${release.effectiveDate}\n` +
    `SHA-256: ${release.sha256}\n\nEarlier versions stay available.`
  );
}

export type UpdateProgress =
  | { readonly phase: 'checking' }
  | ({ readonly phase: 'downloading' } & DownloadProgress)
  | ({ readonly phase: 'verified' } & VerifiedRelease)
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
  /** The rules page; the official one unless configured: a file: address, or a host in allowHosts (tests). */
  readonly pageUrl?: string;
  /** Hosts trusted besides the official ones (`--allow-host`); see trust.ts. */
  readonly allowHosts?: readonly string[];
  /** Today, for the effective-date check; the clock unless given. */
  readonly now?: Date;
  /** Asked after the checks and before the import (the desktop's dialog); false cancels and changes nothing. */
  readonly confirm?: (release: VerifiedRelease) => Promise<boolean>;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  readonly onProgress?: (progress: UpdateProgress) => void;
}

export type UpdateOutcome =
  | { readonly status: 'imported'; readonly url: string; readonly summary: ImportSummary; readonly release: VerifiedRelease }
  | { readonly status: 'cancelled'; readonly url: string; readonly release: VerifiedRelease }
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
function checkParses(bytes: Uint8Array, url: URL): Result<string | null, Problem> {
  const parsed = parseRulesDocument(bytes);
  if (!parsed.ok) {
    return err({
      code: parsed.error.code,
      message: `The file at ${url.href} does not read as the rules: ${parsed.error.message} Nothing was changed.`,
      at: url.href,
    });
  }
  if (parsed.value.kind !== 'comprehensive-rules' || parsed.value.entries.length === 0) {
    return err({ code: 'not-rules', message: `${url.href} is not the Comprehensive Rules. Nothing was changed.`, at: url.href });
  }
  return ok(parsed.value.effectiveDate);
}

/** The rules page: a local file (an override for offline mirrors and tests) or a download from a trusted host. */
async function readPage(pageUrl: URL, transfer: object, policy: TrustPolicy): Promise<Result<Downloaded, Problem>> {
  if (pageUrl.protocol !== 'file:') {
    return download(pageUrl, { ...transfer, maxBytes: 8 * 1024 * 1024, trust: (url) => untrustedAddress(url, policy, 'the address') });
  }
  const read = await readLimitedFile(fileURLToPath(pageUrl), 'rules');
  return read.ok ? ok({ bytes: read.value, url: pageUrl, contentType: 'text/html' }) : read;
}

export async function checkForRules(options: UpdateOptions): Promise<Result<UpdateOutcome, Problem>> {
  const { store, onProgress } = options;
  const policy: TrustPolicy = { allowHosts: options.allowHosts ?? [] };
  let pageUrl: URL;
  try {
    pageUrl = new URL(options.pageUrl ?? officialRulesPage);
  } catch {
    return err({ code: 'bad-url', message: `"${options.pageUrl}" is not a web address.`, at: 'pageUrl' });
  }
  // Checked before any request leaves: a page other than the official one, then the address itself.
  const override = pageUrl.href === officialRulesPage ? null : untrustedPageOverride(pageUrl, policy);
  if (override !== null) return err(override);
  const transfer = { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  onProgress?.({ phase: 'checking' });
  const page = await readPage(pageUrl, transfer, policy);
  if (!page.ok) return page;
  const link = findRulesLink(new TextDecoder('utf-8').decode(page.value.bytes), page.value.url);
  if (!link.ok) return link;
  const linkRefused = untrustedAddress(link.value, policy, 'the rules file link');
  if (linkRefused !== null) return err(linkRefused);
  const fileName = fileNameOf(link.value);
  const known = store.listSources().find((source) => source.fileName === fileName);
  if (known !== undefined) return ok({ status: 'up-to-date', url: link.value.href, source: known });
  const file = await download(link.value, {
    ...transfer,
    maxBytes: fileLimits.rules,
    trust: (url) => untrustedAddress(url, policy, 'the address'),
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
  const parsed = checkParses(bytes, url);
  if (!parsed.ok) return parsed;
  const badDate = implausibleEffectiveDate(parsed.value, fileName, url, options.now ?? new Date());
  if (badDate !== null) return err(badDate);
  const release: VerifiedRelease = {
    url: url.href,
    fileName,
    bytes: bytes.byteLength,
    effectiveDate: parsed.value!,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  onProgress?.({ phase: 'verified', ...release });
  if (options.confirm !== undefined && !(await options.confirm(release))) return ok({ status: 'cancelled', url: url.href, release });
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
  return ok({ status: 'imported', url: url.href, summary: imported.value, release });
}
