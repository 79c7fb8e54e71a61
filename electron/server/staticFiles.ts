// Serving the built renderer: a path inside the root or nothing (no traversal), and the right MIME type.
import { realpathSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

export const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export const mimeTypeOf = (path: string): string => mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The file a URL path names under root, or null when it is outside root, hidden, not a file, or malformed. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?', 1)[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  if (relative.split('/').some((part) => part === '..' || part.startsWith('.'))) return null;
  const rootReal = realpathSync(resolve(root));
  const candidate = resolve(join(rootReal, relative));
  if (!candidate.startsWith(rootReal + sep)) return null;
  try {
    const real = realpathSync(candidate);
    if (!real.startsWith(rootReal + sep) || !statSync(real).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}
