import { describe, expect, it } from 'vitest';
import { parseShareLink, shareLink } from './shareLink.ts';

describe('arbiter:// links', () => {
  it('names a rule in the rules of a date, readably', () => {
    expect(shareLink('rule', '613.8a@2026-04-17')).toBe('arbiter://rule/613.8a@2026-04-17');
    expect(shareLink('glossary', 'Legend Rule')).toBe('arbiter://glossary/Legend%20Rule');
  });
  it('reads back to the same view, whatever the spacing around it', () => {
    expect(parseShareLink('  arbiter://rule/613.8a@2026-04-17\n')).toEqual({ view: 'rule', arg: '613.8a@2026-04-17' });
    expect(parseShareLink(shareLink('glossary', 'Legend Rule'))).toEqual({ view: 'glossary', arg: 'Legend Rule' });
    expect(parseShareLink('ARBITER://subtypes')).toEqual({ view: 'subtypes', arg: '' });
  });
  it('is not fooled by other text or unknown views', () => {
    expect(parseShareLink('613.8a')).toBeNull();
    expect(parseShareLink('https://example.com/rule/613.8a')).toBeNull();
    expect(parseShareLink('arbiter://nowhere/613.8a')).toBeNull();
    expect(parseShareLink('see arbiter://rule/613.8a')).toBeNull();
  });
});
