import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileNameOf, findRulesLink } from './rulesLink.ts';

const pageUrl = new URL('https://magic.wizards.com/en/rules');

describe('findRulesLink', () => {
  it('picks the CR text file among PDF, DOCX and TXT links, resolving relative and encoded hrefs', () => {
    const html = `<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.pdf">PDF</a>
      <a href='/2026/downloads/MagicCompRules 20260417.docx'>DOCX</a>
      <a class=btn href=../downloads/MagicCompRules%2020260417.txt>TXT</a>`;
    const link = findRulesLink(html, pageUrl);
    expect(link.ok && link.value.href).toBe('https://magic.wizards.com/downloads/MagicCompRules%2020260417.txt');
  });

  it('prefers the newest dated release and CR files over other text files', () => {
    const html = `<a href="/robots.txt">x</a><a href="/MagicCompRules%2020240308.txt">old</a>
      <a href="/MagicCompRules%2020260116.txt?x=1&amp;y=2">new</a>`;
    const link = findRulesLink(html, pageUrl);
    expect(link.ok && link.value.href).toBe('https://magic.wizards.com/MagicCompRules%2020260116.txt?x=1&y=2');
  });

  it('says no-link when the page links no text file', () => {
    for (const html of ['', '<a href="/rules.pdf">PDF</a>', '<a href="javascript:alert(1).txt">x</a>', 'MagicCompRules 20260417.txt']) {
      const link = findRulesLink(html, pageUrl);
      expect(link.ok ? 'ok' : link.error.code, html).toBe('no-link');
      if (!link.ok) expect(link.error.message).toContain(pageUrl.href);
    }
  });

  it('never throws and only ever returns http(s) .txt links', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.webUrl(), fc.string())), (noise, hrefs) => {
        const html = noise + hrefs.map((h) => `<a href="${h}">`).join(noise);
        const link = findRulesLink(html, pageUrl);
        return !link.ok || (/^https?:$/.test(link.value.protocol) && /\.txt$/i.test(fileNameOf(link.value)));
      }),
    );
  });
});

describe('fileNameOf', () => {
  it('decodes the last path segment', () => {
    expect(fileNameOf(new URL('https://x.test/a/MagicCompRules%2020260417.txt'))).toBe('MagicCompRules 20260417.txt');
    expect(fileNameOf(new URL('https://x.test/'))).toBe('comprehensive-rules.txt');
  });
});
