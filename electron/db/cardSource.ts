// Where a card data file's JSON comes from: a path or the bytes the judge chose, plain or compressed (.gz, .xz, .bz2,
// .zip). The compression is told by the file's first bytes, not its name, and every stage is a library stream, so
// the whole file is never held: the JSON parser reads it as it is decompressed.
import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import unbzip2 from 'unbzip2-stream';
import xz from 'xz-decompress';
import yauzl from 'yauzl';
import { describeLimit, fileLimits } from '../../core/limits.ts';

export type CardSource = { readonly path: string; readonly fileName: string } | { readonly fileName: string; readonly content: Uint8Array };

export type Compression = 'none' | 'gzip' | 'xz' | 'bzip2' | 'zip';

/** The format a file's first bytes announce (gzip 1f 8b, xz FD "7zXZ", bzip2 "BZh", zip "PK\3\4"). */
export function compressionOf(head: Uint8Array): Compression {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (head[0] === 0xfd && head[1] === 0x37 && head[2] === 0x7a && head[3] === 0x58 && head[4] === 0x5a) return 'xz';
  if (head[0] === 0x42 && head[1] === 0x5a && head[2] === 0x68) return 'bzip2';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip';
  return 'none';
}

/** A problem with the file itself (too large, unreadable, an archive without JSON), with a message naming it. */
export class CardSourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Counts bytes as they pass and stops the stream once there are more than `limit`. */
export class ByteCounter extends Transform {
  bytes = 0;
  constructor(
    private readonly limit: number,
    private readonly tooMany: () => CardSourceError,
    private readonly onBytes: (bytes: number) => void = () => {},
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(this.tooMany());
    this.onBytes(this.bytes);
    done(null, chunk);
  }
}

function headOf(source: CardSource): Uint8Array {
  if ('content' in source) return source.content.subarray(0, 8);
  const head = new Uint8Array(8);
  const fd = openSync(source.path, 'r');
  try {
    readSync(fd, head, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  return head;
}

function rawStream(source: CardSource): Readable {
  return 'content' in source
    ? Readable.from([Buffer.from(source.content.buffer, source.content.byteOffset, source.content.length)])
    : createReadStream(source.path, { highWaterMark: 1 << 20 });
}

function openZip(source: CardSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile): void => (error || !zip ? reject(error) : resolve(zip));
    if ('content' in source) yauzl.fromBuffer(Buffer.from(source.content), { lazyEntries: true }, done);
    else yauzl.open(source.path, { lazyEntries: true }, done);
  });
}

/** The first .json entry of a zip archive (MTGJSON zips hold one), as a stream, with its expanded size. */
async function zipEntry(source: CardSource): Promise<{ stream: Readable; size: number; name: string }> {
  const zip = await openZip(source);
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => reject(new CardSourceError('no-json-in-zip', 'the zip archive holds no .json file')));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!/\.json$/i.test(entry.fileName)) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new CardSourceError('bad-zip', 'cannot read the zip entry'));
        stream.on('end', () => zip.close());
        resolve({ stream, size: entry.uncompressedSize, name: entry.fileName });
      });
    });
    zip.readEntry();
  });
}

export interface OpenedCardSource {
  /** The JSON text as bytes, decompressed, never more than fileLimits.cardsExpanded. */
  readonly json: Readable;
  readonly compression: Compression;
  /** Bytes of the file as stored (for progress: bytes read so far of this many). */
  readonly totalBytes: number;
}

/**
 * Opens a card file for streaming. `onBytes` hears how many of the stored bytes have been read (for a zip, how many
 * of the JSON entry's bytes). Throws CardSourceError for a file over the limit or an archive without JSON.
 */
export async function openCardSource(source: CardSource, onBytes: (bytes: number) => void): Promise<OpenedCardSource> {
  const storedSize = 'content' in source ? source.content.length : statSync(source.path).size;
  const tooLarge = (what: string, limit: 'cards' | 'cardsExpanded') => () =>
    new CardSourceError('too-large', `${what} is larger than the limit for card data (${describeLimit(limit)})`);
  if (storedSize > fileLimits.cards) throw tooLarge('the file', 'cards')();
  if (storedSize === 0) throw new CardSourceError('empty', 'the file is empty');
  const compression = compressionOf(headOf(source));
  const expanded = new ByteCounter(fileLimits.cardsExpanded, tooLarge('the decompressed JSON', 'cardsExpanded'));
  if (compression === 'zip') {
    const entry = await zipEntry(source);
    const counted = new ByteCounter(fileLimits.cardsExpanded, tooLarge('the decompressed JSON', 'cardsExpanded'), onBytes);
    entry.stream.on('error', (error) => counted.destroy(error));
    return { json: entry.stream.pipe(counted), compression, totalBytes: entry.size };
  }
  const stored = new ByteCounter(fileLimits.cards, tooLarge('the file', 'cards'), onBytes);
  const raw = rawStream(source);
  raw.on('error', (error) => stored.destroy(error));
  const read = raw.pipe(stored);
  let decompressed: Readable;
  if (compression === 'gzip') decompressed = read.pipe(createGunzip());
  else if (compression === 'bzip2') decompressed = read.pipe(unbzip2());
  else if (compression === 'xz')
    decompressed = Readable.fromWeb(new xz.XzReadableStream(Readable.toWeb(read) as ReadableStream<Uint8Array>) as never);
  else decompressed = read;
  if (decompressed !== read) read.on('error', (error) => decompressed.destroy(error));
  decompressed.on('error', (error) => expanded.destroy(error));
  return { json: decompressed.pipe(expanded), compression, totalBytes: storedSize };
}
