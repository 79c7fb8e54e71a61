// In Electron the renderer loads from file://, where response-header hooks do not apply, so the policy that
// actually guards the page is the <meta> Content-Security-Policy in renderer/index.html (owned by the renderer).
// This checks it is at least as strict as the shell needs: no remote sources, no eval, no inline scripts.
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeUnless } from '../support/skip.ts';

const pagePath = new URL('../../renderer/index.html', import.meta.url);

function metaPolicy(html: string): Map<string, string[]> | null {
  const tag = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=(?:"([^"]*)"|'([^']*)')/i.exec(html);
  if (tag === null) return null;
  return new Map(
    (tag[1] ?? tag[2]!)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

const describePage = describeUnless(existsSync(pagePath) ? null : 'renderer/index.html is missing; restore it with git checkout');

describePage('renderer page CSP', () => {
  const policy = metaPolicy(readFileSync(pagePath, 'utf8'));

  it('is declared in a meta tag', () => {
    expect(policy).not.toBeNull();
  });

  it('allows no remote source, no eval and no inline script', () => {
    const scripts = policy!.get('script-src') ?? policy!.get('default-src') ?? [];
    expect(scripts).toEqual(["'self'"]);
    for (const [name, values] of policy!) {
      for (const value of values) {
        expect(value, name).not.toMatch(/^(https?:|wss?:|\*|'unsafe-eval'|'wasm-unsafe-eval')/);
      }
    }
    expect(policy!.get('default-src')).toBeDefined();
  });
});
