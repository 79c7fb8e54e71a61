// "Check for new card data": MTGJSON's current AtomicCards (the whole card pool with rulings) from mtgjson.com, its
// date and SHA-256 read from the site's own Meta.json and checksum file and shown before the import; the download is
// refused unless its SHA-256 is the published one. The import is one transaction: a refusal changes nothing.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CardImportSummary } from '../../core/contract.ts';
import { fileLimits } from '../../core/limits.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';
import { download, type DownloadOptions, type DownloadProgress } from './download.ts';
import { type TrustPolicy, untrustedAddress } from './trust.ts';

export const officialCardDataHosts: readonly string[] = ['mtgjson.com'];
/** MTGJSON's API folder: Meta.json, AtomicCards.json.xz and its .sha256 beside it. */
export const officialCardDataBase = 'https://mtgjson.com/api/v5/';
/** The file offered: the whole card pool with rulings and printed names, compressed (tens of MB, not hundreds). */
export const cardDataFileName = 'AtomicCards.json.xz';

/** What is known of the downloaded card data once its checksum matched, shown before it is imported. */
export interface VerifiedCardData {
  readonly url: string;
  readonly fileName: string;
  readonly bytes: number;
  /** MTGJSON's build date and version, from its Meta.json. */
  readonly date: string;
  readonly version: string;
  readonly sha256: string;
}

/** The card data as a judge reads it before importing: what, from where, how large, built when, and its SHA-256. */
export function cardDataDetails(release: VerifiedCardData): string {
  return (
    `Import ${release.fileName} from ${release.url}?\n\nSize: ${release.bytes} bytes\nMTGJSON ${release.version} of ` +
    `${release.date}\nSHA-256: ${release.sha256} (as published)\n\nCard data already imported stays.`
  );
}

export type CardUpdateProgress =
  | { readonly phase: 'checking' }
  | ({ readonly phase: 'downloading' } & DownloadProgress)
  | ({ readonly phase: 'verified' } & VerifiedCardData);

export interface CardUpdateOptions {
  /** Imports the verified file (electron/db/cardImport.ts, bound to one database). */
  readonly importCards: (file: { readonly fileName: string; readonly content: Uint8Array }) => Promise<Result<CardImportSummary, Problem>>;
  /** MTGJSON's API folder; another only for a host in allowHosts (tests, a mirror given with --allow-host). */
  readonly baseUrl?: string;
  readonly allowHosts?: readonly string[];
  /** Asked after the checks and before the import; false cancels and changes nothing. */
  readonly confirm?: (release: VerifiedCardData) => Promise<boolean>;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  readonly onProgress?: (progress: CardUpdateProgress) => void;
}

export type CardUpdateOutcome =
  | { readonly status: 'imported' | 'up-to-date'; readonly release: VerifiedCardData; readonly summary: CardImportSummary }
  | { readonly status: 'cancelled'; readonly release: VerifiedCardData };

const metaFile = z.object({ data: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), version: z.string().max(100) }) });

export async function checkForCards(options: CardUpdateOptions): Promise<Result<CardUpdateOutcome, Problem>> {
  const policy: TrustPolicy = {
    allowHosts: options.allowHosts ?? [],
    official: { hosts: officialCardDataHosts, serving: 'card data files' },
  };
  let base: URL;
  try {
    base = new URL(options.baseUrl ?? officialCardDataBase);
  } catch {
    return err({ code: 'bad-url', message: `"${options.baseUrl}" is not a web address.`, at: 'baseUrl' });
  }
  const refused = untrustedAddress(base, policy, 'the card data address');
  if (refused !== null) return err(refused);
  const transfer: DownloadOptions = {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    trust: (url) => untrustedAddress(url, policy, 'the address'),
  };
  const text = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);
  options.onProgress?.({ phase: 'checking' });

  const meta = await download(new URL('Meta.json', base), { ...transfer, maxBytes: 64 * 1024 });
  if (!meta.ok) return meta;
  let parsedMeta: z.infer<typeof metaFile>;
  try {
    parsedMeta = metaFile.parse(JSON.parse(text(meta.value.bytes)));
  } catch {
    return err({ code: 'bad-meta', message: `${meta.value.url.href} does not say MTGJSON's date and version. Nothing was changed.` });
  }
  const checksumUrl = new URL(`${cardDataFileName}.sha256`, base);
  const checksum = await download(checksumUrl, { ...transfer, maxBytes: 1024 });
  if (!checksum.ok) return checksum;
  const published = /^[0-9a-f]{64}\b/i.exec(text(checksum.value.bytes).trim())?.[0]?.toLowerCase();
  if (published === undefined) {
    return err({ code: 'bad-checksum-file', message: `${checksumUrl.href} holds no SHA-256. Nothing was downloaded or changed.` });
  }

  const fileUrl = new URL(cardDataFileName, base);
  const file = await download(fileUrl, {
    ...transfer,
    maxBytes: fileLimits.cards,
    onProgress: (progress) => options.onProgress?.({ phase: 'downloading', ...progress }),
  });
  if (!file.ok) return file;
  const sha256 = createHash('sha256').update(file.value.bytes).digest('hex');
  if (sha256 !== published) {
    return err({
      code: 'checksum-mismatch',
      message:
        `${cardDataFileName} from ${file.value.url.host} has SHA-256 ${sha256}, not the published ${published}: ` +
        'the download is damaged or not the one published. Nothing was changed.',
      at: file.value.url.href,
    });
  }
  const release: VerifiedCardData = {
    url: file.value.url.href,
    fileName: cardDataFileName,
    bytes: file.value.bytes.byteLength,
    date: parsedMeta.data.date,
    version: parsedMeta.data.version,
    sha256,
  };
  options.onProgress?.({ phase: 'verified', ...release });
  if (options.confirm !== undefined && !(await options.confirm(release))) return ok({ status: 'cancelled', release });
  const imported = await options.importCards({ fileName: cardDataFileName, content: file.value.bytes });
  if (!imported.ok) {
    return err({
      ...imported.error,
      message: `The downloaded card data could not be read: ${imported.error.message} Nothing was changed.`,
    });
  }
  return ok({ status: imported.value.alreadyImported ? 'up-to-date' : 'imported', release, summary: imported.value });
}
