// Reading a file the user named, for every importer: only a regular file, and never more than its kind's limit
// (core/limits.ts). The size a device or a pipe reports is 0, so bytes are counted while reading and the read stops
// at the limit: `import /dev/zero` ends at once with a message instead of filling memory.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { describeLimit, fileLimits, type FileKind } from '../../core/limits.ts';
import { err, ok, type Problem, type Result } from '../../core/result.ts';

function tooLarge(path: string, kind: FileKind): Problem {
  return { code: 'too-large', message: `${path}: the file is larger than ${describeLimit(kind)}, the limit for ${kind} files`, at: path };
}

function unreadable(path: string, error: unknown): Problem {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a folder, not a file'
          : (code ?? String(error));
  return { code: 'unreadable', message: `${path}: cannot read the file (${why})`, at: path };
}

/** Null when `path` names a regular file (symbolic links followed); otherwise why it cannot be imported. */
export async function notRegularFile(path: string): Promise<Problem | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return null;
    const what = info.isDirectory()
      ? 'a folder'
      : info.isCharacterDevice() || info.isBlockDevice()
        ? 'a device'
        : info.isFIFO()
          ? 'a pipe'
          : info.isSocket()
            ? 'a socket'
            : 'not a regular file';
    return { code: 'not-a-file', message: `${path}: ${what}, not a regular file; give the path of a file to import`, at: path };
  } catch (error) {
    return unreadable(path, error);
  }
}

/** The whole file, if it is a regular file of at most the limit for `kind`; never reads past the limit. */
export async function readLimitedFile(path: string, kind: FileKind): Promise<Result<Uint8Array, Problem>> {
  const notFile = await notRegularFile(path);
  if (notFile !== null) return err(notFile);
  const limit = fileLimits[kind];
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    return err(unreadable(path, error));
  }
  try {
    // The file may have grown since stat, or be a file whose size lies (/proc): read in chunks, one byte past the limit.
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const chunk = new Uint8Array(Math.min(1024 * 1024, limit + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.byteLength, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) return err(tooLarge(path, kind));
      chunks.push(bytesRead === chunk.byteLength ? chunk : chunk.subarray(0, bytesRead));
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return ok(bytes);
  } catch (error) {
    return err(unreadable(path, error));
  } finally {
    await handle.close();
  }
}

/**
 * A stream of the file for importers that read as they go (card data): it fails with an error carrying a 'too-large'
 * Problem as soon as more than the limit for `kind` has passed. Call notRegularFile first.
 */
export function limitedFileStream(path: string, kind: FileKind): Readable {
  const limit = fileLimits[kind];
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > limit) done(Object.assign(new Error(tooLarge(path, kind).message), { problem: tooLarge(path, kind) }));
      else done(null, chunk);
    },
  });
  const source = createReadStream(path, { highWaterMark: 1024 * 1024 });
  source.on('error', (error) => counter.destroy(Object.assign(error, { problem: unreadable(path, error) })));
  counter.on('close', () => source.destroy());
  return source.pipe(counter);
}
