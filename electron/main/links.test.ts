import { describe, expect, it } from 'vitest';
import { appUrlOfLink, linkInArguments } from './links.ts';
import { isAppUrl } from './window.ts';

const rendererDir = '/opt/Arbiter/resources/app.asar/dist/renderer';

describe('arbiter:// links from the system', () => {
  it('opens the view a link names, as the app page with that view in its address', () => {
    const url = appUrlOfLink('arbiter://rule/613.8a@2026-04-17', rendererDir);
    expect(url?.hash).toBe('#/rule/613.8a%402026-04-17');
    expect(isAppUrl(url!.href, rendererDir)).toBe(true);
    expect(appUrlOfLink('arbiter://glossary/Legend%20Rule', rendererDir)?.hash).toBe('#/glossary/Legend%20Rule');
    expect(appUrlOfLink('ARBITER://Search', rendererDir)?.hash).toBe('#/search');
  });

  it('takes no link to an unknown view, with a malformed escape, overlong, or of another scheme', () => {
    expect(appUrlOfLink('arbiter://devtools/x', rendererDir)).toBeNull();
    expect(appUrlOfLink('arbiter://rule/%E0%A4%A', rendererDir)).toBeNull();
    expect(appUrlOfLink(`arbiter://search/${'a'.repeat(3000)}`, rendererDir)).toBeNull();
    expect(appUrlOfLink('https://example.org/rule/704.5j', rendererDir)).toBeNull();
    expect(appUrlOfLink('arbiter://', rendererDir)).toBeNull();
  });

  it('re-encodes what a link carries, so only the view’s own address reaches the page', () => {
    const url = appUrlOfLink('arbiter://search/"><script>alert(1)</script>', rendererDir);
    expect(url?.hash).toBe(`#/search/${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(url?.href).not.toContain('<');
  });

  it('finds a link among the arguments a second copy was started with', () => {
    expect(linkInArguments(['/opt/Arbiter/arbiter', '--flag', 'arbiter://rule/704.5j'])).toBe('arbiter://rule/704.5j');
    expect(linkInArguments(['/opt/Arbiter/arbiter'])).toBeNull();
  });
});
