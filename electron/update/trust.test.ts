import { describe, expect, it } from 'vitest';
import { fileNameDate, implausibleEffectiveDate, untrustedAddress, untrustedPageOverride } from './trust.ts';

const none = { allowHosts: [] };
const url = (href: string) => new URL(href);

describe('untrustedAddress', () => {
  it('lets HTTPS to the official hosts through, and nothing else unless allowed', () => {
    expect(untrustedAddress(url('https://magic.wizards.com/en/rules'), none, 'x')).toBeNull();
    expect(untrustedAddress(url('https://MEDIA.wizards.com/2026/downloads/MagicCompRules.txt'), none, 'x')).toBeNull();
    expect(untrustedAddress(url('https://magic.wizards.com:8443/en/rules'), none, 'x')?.code).toBe('untrusted-host');
    expect(untrustedAddress(url('http://media.wizards.com/x.txt'), none, 'x')?.code).toBe('untrusted-url');
    expect(untrustedAddress(url('ftp://media.wizards.com/x.txt'), none, 'x')?.code).toBe('untrusted-url');
    expect(untrustedAddress(url('https://wizards.com.evil.test/x.txt'), none, 'x')?.code).toBe('untrusted-host');
    expect(untrustedAddress(url('https://evil.test/x.txt'), none, 'x')?.message).toContain('evil.test is not an official rules host');
  });

  it('allows plain HTTP only to an explicitly allowed loopback host', () => {
    expect(untrustedAddress(url('http://127.0.0.1:9/x'), { allowHosts: ['127.0.0.1:9'] }, 'x')).toBeNull();
    expect(untrustedAddress(url('http://127.0.0.1:10/x'), { allowHosts: ['127.0.0.1:9'] }, 'x')?.code).toBe('untrusted-url');
    expect(untrustedAddress(url('http://mirror.test/x'), { allowHosts: ['mirror.test'] }, 'x')?.code).toBe('untrusted-url');
    expect(untrustedAddress(url('https://mirror.test/x'), { allowHosts: ['mirror.test'] }, 'x')).toBeNull();
  });
});

describe('untrustedPageOverride', () => {
  it('accepts file: pages and allowed hosts only', () => {
    expect(untrustedPageOverride(url('file:///tmp/rules.html'), none)).toBeNull();
    expect(untrustedPageOverride(url('https://mirror.test/rules'), none)?.code).toBe('untrusted-host');
    expect(untrustedPageOverride(url('https://mirror.test/rules'), { allowHosts: ['mirror.test'] })).toBeNull();
  });
});

describe('implausibleEffectiveDate', () => {
  const today = new Date('2026-11-24T08:00:00Z');
  const at = url('https://media.wizards.com/MagicCompRules%2020261120.txt');
  it('accepts a past date near the file name date', () => {
    expect(implausibleEffectiveDate('2026-11-20', 'MagicCompRules 20261120.txt', at, today)).toBeNull();
    expect(implausibleEffectiveDate('2026-11-24', 'MagicCompRules 20261110.txt', at, today)).toBeNull();
    expect(implausibleEffectiveDate('2026-01-16', 'comprehensive-rules.txt', at, today)).toBeNull();
  });
  it('refuses no date, a future date, and a date far from the file name', () => {
    expect(implausibleEffectiveDate(null, 'MagicCompRules 20261120.txt', at, today)?.code).toBe('implausible-date');
    expect(implausibleEffectiveDate('2026-11-25', 'MagicCompRules 20261125.txt', at, today)?.message).toContain('after today (2026-11-24)');
    expect(implausibleEffectiveDate('2025-11-20', 'MagicCompRules 20261120.txt', at, today)?.message).toContain('365 days');
  });
});

describe('fileNameDate', () => {
  it('reads a real YYYYMMDD and ignores other digits', () => {
    expect(fileNameDate('MagicCompRules 20260417.txt')).toBe('2026-04-17');
    expect(fileNameDate('MagicCompRules 20261340.txt')).toBeNull();
    expect(fileNameDate('rules-123456789.txt')).toBeNull();
  });
});
