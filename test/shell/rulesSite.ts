// A stand-in for the official rules site on 127.0.0.1: the rules page, moved and broken variants of it, and
// the files they link, so the update checker meets every failure without the internet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RulesSite {
  readonly origin: string;
  /** host:port, for allowHosts / --allow-host. */
  readonly host: string;
  close(): Promise<void>;
}

const page = (links: readonly string[]) =>
  `<!DOCTYPE html><html><head><title>Rules</title></head><body><h1>Comprehensive Rules</h1>${links
    .map((href) => `<p><a class="button" href="${href}">Download</a></p>`)
    .join('')}</body></html>`;

/** Starts the site. `rulesText` is what the good link serves, named for `release` (YYYYMMDD, its effective date). */
export async function startRulesSite(rulesText: Uint8Array, release = '20260501'): Promise<RulesSite> {
  const routes = new Map<string, (res: import('node:http').ServerResponse) => void>();
  const html =
    (body: string, status = 200) =>
    (res: import('node:http').ServerResponse) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
  const text = (body: Uint8Array) => (res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(body.byteLength) });
    res.end(body);
  };

  // The good page, like the official one: PDF, DOCX and TXT of the current release, plus an older TXT.
  routes.set(
    '/en/rules',
    html(
      page([
        `/downloads/MagicCompRules%20${release}.pdf`,
        `/downloads/MagicCompRules%20${release}.docx`,
        'https://127.0.0.1:1/not-this/MagicCompRules%2020240308.txt',
        `/downloads/MagicCompRules%20${release}.txt`,
      ]),
    ),
  );
  routes.set(`/downloads/MagicCompRules ${release}.txt`, text(rulesText));
  // A page that moved: a redirect to a page with no rules links.
  routes.set('/old/rules', (res) => {
    res.writeHead(301, { location: '/en/news' });
    res.end();
  });
  routes.set('/en/news', html(page(['/en/articles/some-story'])));
  routes.set('/no-link', html(page(['/downloads/MagicCompRules%2020260501.pdf'])));
  routes.set('/dead-link', html(page(['/downloads/MagicCompRules%2020991231.txt'])));
  routes.set('/html-link', html(page(['/downloads/MagicCompRules%2020260601.txt'])));
  routes.set('/downloads/MagicCompRules 20260601.txt', html('<!DOCTYPE html><html><body>Sign in to continue</body></html>'));
  routes.set('/sniff-link', html(page(['/downloads/MagicCompRules%2020260602.txt'])));
  routes.set('/downloads/MagicCompRules 20260602.txt', (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('\n  <html><body>Maintenance</body></html>');
  });
  routes.set('/truncated-link', html(page(['/downloads/MagicCompRules%2020260701.txt'])));
  routes.set('/downloads/MagicCompRules 20260701.txt', (res) => {
    // Promises the whole file, sends half, then drops the connection.
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(rulesText.byteLength) });
    res.write(rulesText.subarray(0, Math.floor(rulesText.byteLength / 2)), () => res.destroy());
  });
  routes.set('/not-rules-link', html(page(['/downloads/MagicCompRules%2020260801.txt'])));
  routes.set('/downloads/MagicCompRules 20260801.txt', text(new TextEncoder().encode('Shopping list\n\nmilk\neggs\n')));
  routes.set('/broken-rules-link', html(page(['/downloads/MagicCompRules%2020260901.txt'])));
  routes.set(
    '/downloads/MagicCompRules 20260901.txt',
    text(new TextEncoder().encode('Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of')),
  );
  // Releases that parse but lie about their date: one not in force until 2099, one years from its file name's date.
  const redated = (date: string) =>
    new TextEncoder().encode(new TextDecoder().decode(rulesText).replace(/effective as of [^.]+/, `effective as of ${date}`));
  routes.set('/future-link', html(page(['/downloads/MagicCompRules%2020990101.txt'])));
  routes.set('/downloads/MagicCompRules 20990101.txt', text(redated('January 1, 2099')));
  routes.set('/misdated-link', html(page(['/downloads/MagicCompRules%2020260502.txt'])));
  routes.set('/downloads/MagicCompRules 20260502.txt', text(redated('May 1, 2019')));
  // Redirects away from the trusted host: the page itself, and the file link.
  routes.set('/redirect-away', (res) => {
    res.writeHead(302, { location: 'https://rules.example.net/en/rules' });
    res.end();
  });
  routes.set('/redirect-file-link', html(page(['/downloads/MagicCompRules%2020260503.txt'])));
  routes.set('/downloads/MagicCompRules 20260503.txt', (res) => {
    res.writeHead(302, { location: 'http://localhost:1/MagicCompRules%2020260503.txt' });
    res.end();
  });
  // A redirect that stays on the site.
  routes.set('/moved-rules', (res) => {
    res.writeHead(301, { location: '/en/rules' });
    res.end();
  });
  routes.set('/server-error', (res) => {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('down for maintenance');
  });

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const route = routes.get(path);
    if (route) return route(res);
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<!DOCTYPE html><html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens, so a request fails the way it does offline (connection refused). */
export async function unusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
