import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLimit, fileLimits } from '../../core/limits.ts';
import { limitedFileStream, notRegularFile, readLimitedFile } from './limitedFile.ts';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-limited-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('readLimitedFile', () => {
  it('reads a regular file whole', async () => {
    const path = join(folder, 'small.txt');
    writeFileSync(path, 'Rules\n');
    const read = await readLimitedFile(path, 'rules');
    expect(read.ok && new TextDecoder().decode(read.value)).toBe('Rules\n');
  });

  it('refuses devices, folders and pipes by what they are, without reading them', async () => {
    const cases: [string, RegExp][] = [
      ['/dev/zero', /^\/dev\/zero: a device, not a regular file/],
      ['/dev/urandom', /^\/dev\/urandom: a device, not a regular file/],
      [folder, /: a folder, not a regular file/],
    ];
    if (process.platform !== 'win32') {
      const fifo = join(folder, 'pipe');
      execFileSync('mkfifo', [fifo]);
      cases.push([fifo, /pipe: a pipe, not a regular file/]);
    }
    for (const [path, message] of cases) {
      const read = await readLimitedFile(path, 'rules');
      expect(read.ok ? 'ok' : read.error.code, path).toBe('not-a-file');
      if (!read.ok) expect(read.error.message).toMatch(message);
    }
  });

  it('stops at the limit, counting bytes rather than trusting the size', async () => {
    const path = join(folder, 'sparse.txt');
    writeFileSync(path, '');
    truncateSync(path, fileLimits.rules + 1);
    const read = await readLimitedFile(path, 'rules');
    expect(read.ok ? 'ok' : read.error.message).toBe(
      `${path}: the file is larger than ${describeLimit('rules')}, the limit for rules files`,
    );
    truncateSync(path, fileLimits.rules);
    const exact = await readLimitedFile(path, 'rules');
    expect(exact.ok && exact.value.byteLength).toBe(fileLimits.rules);
  });

  it('names a missing file', async () => {
    const read = await readLimitedFile(join(folder, 'nowhere.txt'), 'rules');
    expect(read.ok ? 'ok' : read.error.message).toMatch(/nowhere\.txt: cannot read the file \(no such file\)$/);
    expect(await notRegularFile(join(folder, 'nowhere.txt'))).toMatchObject({ code: 'unreadable' });
  });
});

describe('limitedFileStream', () => {
  it('passes a file through and fails past the limit', async () => {
    const small = join(folder, 'stream.txt');
    writeFileSync(small, 'abc');
    const chunks: Buffer[] = [];
    for await (const chunk of limitedFileStream(small, 'rules')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abc');
    const big = join(folder, 'big.txt');
    writeFileSync(big, '');
    truncateSync(big, fileLimits.rules + 10);
    await expect(async () => {
      for await (const chunk of limitedFileStream(big, 'rules')) void chunk;
    }).rejects.toMatchObject({ problem: { code: 'too-large' } });
    expect(existsSync(big)).toBe(true);
  });
});
