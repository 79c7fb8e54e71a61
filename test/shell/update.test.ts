// The update checker against a local stand-in for the rules site. The store here records imports so each
// failure can show that nothing was imported; update.service.test.ts runs the same checker on real SQLite.
import { describe, expect, it } from 'vitest';
import type { ImportSummary, SourceInfo } from '../../core/contract.ts';
import { ok } from '../../core/result.ts';
import { checkForRules, type RulesStore, type UpdateProgress } from '../../electron/update/checkForRules.ts';
import { unusedOrigin } from './rulesSite.ts';
import { serveRulesDuringTests, tinyCr as rulesText } from './servedRules.ts';

function recordingStore(existing: readonly SourceInfo[] = []) {
  const imported: { fileName: string; content: Uint8Array }[] = [];
  const store: RulesStore = {
    listSources: () => existing,
    importDocument(document, onProgress) {
      imported.push(document);
      onProgress?.({ phase: 'done', fraction: 1 });
      const source: SourceInfo = {
        id: 7,
        title: 'Magic: The Gathering Comprehensive Rules',
        kind: 'comprehensive-rules',
        effectiveDate: '2026-05-01',
        fileName: document.fileName,
        importedAt: new Date().toISOString(),
        ruleCount: 9,
        glossaryCount: 2,
      };
      const summary: ImportSummary = {
        source,
        alreadyImported: false,
        counts: { sections: 2, rules: 9, examples: 1, glossary: 2, references: 3, subtypes: 0 },
      };
      return ok(summary);
    },
  };
  return { store, imported };
}

const served = serveRulesDuringTests(rulesText);

describe('check for new rules', () => {
  it('finds the text link, downloads it with progress and imports it under its own file name', async () => {
    const { store, imported } = recordingStore();
    const progress: UpdateProgress[] = [];
    const outcome = await checkForRules({
      store,
      pageUrl: `${served.site.origin}/en/rules`,
      allowHosts: [served.site.host],
      onProgress: (p) => progress.push(p),
    });
    expect(outcome.ok && outcome.value.status).toBe('imported');
    expect(imported).toHaveLength(1);
    expect(imported[0]!.fileName).toBe('MagicCompRules 20260501.txt');
    expect(imported[0]!.content).toEqual(rulesText);
    expect(progress[0]).toEqual({ phase: 'checking' });
    const downloads = progress.filter((p) => p.phase === 'downloading');
    expect(downloads.at(-1)).toEqual({ phase: 'downloading', receivedBytes: rulesText.byteLength, totalBytes: rulesText.byteLength });
    expect(progress.at(-1)).toEqual({ phase: 'importing', fraction: 1 });
  });

  it('does not download again a release already imported', async () => {
    const existing: SourceInfo = {
      id: 3,
      title: 'Magic: The Gathering Comprehensive Rules',
      kind: 'comprehensive-rules',
      effectiveDate: '2026-05-01',
      fileName: 'MagicCompRules 20260501.txt',
      importedAt: '2026-05-02T00:00:00Z',
      ruleCount: 9,
      glossaryCount: 2,
    };
    const { store, imported } = recordingStore([existing]);
    const outcome = await checkForRules({ store, pageUrl: `${served.site.origin}/en/rules`, allowHosts: [served.site.host] });
    expect(outcome.ok && outcome.value.status).toBe('up-to-date');
    expect(imported).toHaveLength(0);
  });

  const failures: readonly [string, string | (() => Promise<string>), string, RegExp][] = [
    ['offline', async () => `${await unusedOrigin()}/en/rules`, 'offline', /offline/],
    ['a moved page', '/old/rules', 'no-link', /may have moved/],
    ['a 404 page', '/en/rules-gone', 'not-found', /HTTP 404/],
    ['a server error', '/server-error', 'http-status', /HTTP 503/],
    ['a page with no text link', '/no-link', 'no-link', /links no Comprehensive Rules text file/],
    ['a dead file link', '/dead-link', 'not-found', /MagicCompRules%2020991231\.txt/],
    ['HTML sent as HTML', '/html-link', 'html-not-text', /web page instead of the rules text/],
    ['HTML sent as text', '/sniff-link', 'html-not-text', /web page instead of the rules text/],
    ['a truncated download', '/truncated-link', 'truncated', /stopped after \d+ bytes/],
    ['a text file that is not the rules', '/not-rules-link', 'not-rules', /does not read as the rules/],
    ['rules text cut off after the title', '/broken-rules-link', 'not-rules', /MagicCompRules%2020260901\.txt does not read as the rules/],
  ];
  for (const [name, path, code, message] of failures) {
    it(`reports ${name} clearly and imports nothing`, async () => {
      const { store, imported } = recordingStore();
      const pageUrl = typeof path === 'string' ? `${served.site.origin}${path}` : await path();
      const outcome = await checkForRules({ store, pageUrl, timeoutMs: 5_000, allowHosts: [new URL(pageUrl).host] });
      expect(outcome.ok ? 'ok' : outcome.error.code).toBe(code);
      if (!outcome.ok) expect(outcome.error.message).toMatch(message);
      expect(imported).toHaveLength(0);
    });
  }

  it('rejects a page address that is not a URL', async () => {
    const outcome = await checkForRules({ store: recordingStore().store, pageUrl: 'magic rules please' });
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('bad-url');
  });

  it('times out on a server that never answers', async () => {
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    try {
      const outcome = await checkForRules({
        store: recordingStore().store,
        pageUrl: `http://127.0.0.1:${port}/`,
        allowHosts: [`127.0.0.1:${port}`],
        timeoutMs: 300,
      });
      expect(outcome.ok ? 'ok' : outcome.error.code).toBe('timeout');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('what check for new rules trusts (issue 17, defect 1)', () => {
  /** A fetch that records every request it is asked to send, then sends it. */
  const recordingFetch = () => {
    const asked: string[] = [];
    const fetchImpl: typeof globalThis.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return globalThis.fetch(input, init);
    };
    return { asked, fetchImpl };
  };

  it('refuses plain HTTP and unknown hosts before sending any request', async () => {
    for (const [pageUrl, allowHosts, code] of [
      [`${served.site.origin}/en/rules`, [], 'untrusted-host'],
      ['http://magic.wizards.com/en/rules', [], 'untrusted-url'],
      ['https://rules.example.net/en/rules', [], 'untrusted-host'],
      ['http://rules.example.net/en/rules', ['rules.example.net'], 'untrusted-url'],
      ['https://magic.wizards.com.evil.test/en/rules', [], 'untrusted-host'],
    ] as const) {
      const { asked, fetchImpl } = recordingFetch();
      const { store, imported } = recordingStore();
      const outcome = await checkForRules({ store, pageUrl, allowHosts, fetch: fetchImpl });
      expect(outcome.ok ? 'ok' : outcome.error.code, pageUrl).toBe(code);
      if (!outcome.ok) expect(outcome.error.message).toMatch(/^Refused .*Nothing was requested or changed\.$/);
      expect(asked, pageUrl).toEqual([]);
      expect(imported).toHaveLength(0);
    }
  });

  it('follows redirects only among trusted hosts, and checks each before asking it', async () => {
    const moved = await checkForRules({
      store: recordingStore().store,
      pageUrl: `${served.site.origin}/moved-rules`,
      allowHosts: [served.site.host],
    });
    expect(moved.ok && moved.value.status).toBe('imported');
    for (const [path, refused] of [
      ['/redirect-away', 'https://rules.example.net/en/rules'],
      ['/redirect-file-link', 'http://localhost:1/MagicCompRules%2020260503.txt'],
    ] as const) {
      const { asked, fetchImpl } = recordingFetch();
      const { store, imported } = recordingStore();
      const outcome = await checkForRules({
        store,
        pageUrl: `${served.site.origin}${path}`,
        allowHosts: [served.site.host],
        fetch: fetchImpl,
      });
      expect(outcome.ok ? 'ok' : outcome.error.code, path).toMatch(/^untrusted-(host|url)$/);
      if (!outcome.ok) expect(outcome.error.at).toBe(refused);
      expect(asked.some((url) => url.startsWith(new URL(refused).origin))).toBe(false);
      expect(imported).toHaveLength(0);
    }
  });

  it('refuses a release dated in the future or far from the date in its file name', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    for (const [path, message] of [
      ['/future-link', /takes effect on 2099-01-01, after today \(2026-11-24\)/],
      ['/misdated-link', /effective date 2019-05-01 is \d+ days from the date in its file name \(2026-05-02\)/],
    ] as const) {
      const { store, imported } = recordingStore();
      const outcome = await checkForRules({ store, pageUrl: `${served.site.origin}${path}`, allowHosts: [served.site.host], now });
      expect(outcome.ok ? 'ok' : outcome.error.code, path).toBe('implausible-date');
      if (!outcome.ok) expect(outcome.error.message).toMatch(message);
      expect(imported).toHaveLength(0);
    }
  });

  it('shows size, date and SHA-256 before importing, and imports nothing when the user declines', async () => {
    const { createHash } = await import('node:crypto');
    const expected = {
      fileName: 'MagicCompRules 20260501.txt',
      bytes: rulesText.byteLength,
      effectiveDate: '2026-05-01',
      sha256: createHash('sha256').update(rulesText).digest('hex'),
    };
    const events: string[] = [];
    const { store, imported } = recordingStore();
    const declined = await checkForRules({
      store,
      pageUrl: `${served.site.origin}/en/rules`,
      allowHosts: [served.site.host],
      onProgress: (p) => events.push(p.phase),
      confirm: async (release) => {
        expect(release).toMatchObject(expected);
        events.push('asked');
        return false;
      },
    });
    expect(declined.ok && declined.value.status).toBe('cancelled');
    expect(imported).toHaveLength(0);
    expect(events.slice(-2)).toEqual(['verified', 'asked']);
    const accepted = await checkForRules({
      store,
      pageUrl: `${served.site.origin}/en/rules`,
      allowHosts: [served.site.host],
      confirm: async () => true,
    });
    expect(accepted.ok && accepted.value.status === 'imported' && accepted.value.release).toMatchObject(expected);
  });

  it('reads a page given as a file: address, and still downloads only from trusted hosts', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const folder = mkdtempSync(join(tmpdir(), 'arbiter-page-'));
    const pagePath = join(folder, 'rules.html');
    writeFileSync(pagePath, `<a href="${served.site.origin}/downloads/MagicCompRules%2020260501.txt">TXT</a>`);
    const trusted = await checkForRules({
      store: recordingStore().store,
      pageUrl: pathToFileURL(pagePath).href,
      allowHosts: [served.site.host],
    });
    expect(trusted.ok && trusted.value.status).toBe('imported');
    const untrusted = await checkForRules({ store: recordingStore().store, pageUrl: pathToFileURL(pagePath).href });
    expect(untrusted.ok ? 'ok' : untrusted.error.code).toMatch(/^untrusted-(host|url)$/);
  });
});
