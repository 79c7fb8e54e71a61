import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mimeTypeOf, resolveStaticFile } from './staticFiles.ts';

const base = mkdtempSync(join(tmpdir(), 'arbiter-static-'));
const root = join(base, 'site');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'assets', 'app.js'), '');
writeFileSync(join(root, '.secret'), '');
writeFileSync(join(base, 'outside.txt'), 'secret');
symlinkSync(join(base, 'outside.txt'), join(root, 'link.txt'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveStaticFile', () => {
  it('serves index.html for / and files under the root', () => {
    expect(resolveStaticFile(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticFile(root, '/assets/app.js?v=1')).toBe(join(root, 'assets', 'app.js'));
  });
  it('refuses traversal in every spelling, hidden files, links out, directories and missing files', () => {
    for (const path of [
      '/../outside.txt',
      '/assets/../../outside.txt',
      '/%2e%2e/outside.txt',
      '/..%2Foutside.txt',
      '/assets%5c..%5c..%5coutside.txt',
      '/.secret',
      '/link.txt',
      '/assets',
      '/missing.js',
      '/%E0%A4%A',
      '/index.html%00.js',
    ])
      expect(resolveStaticFile(root, path), path).toBeNull();
  });
});

describe('mimeTypeOf', () => {
  it('names the types the renderer build produces', () => {
    expect(mimeTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeOf('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('x.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
