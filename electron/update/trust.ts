// What "Check for New Rules" trusts: which addresses it may ask, and which downloaded releases it may import.
// A judge on venue Wi-Fi must not be one redirect away from wrong rules, so every address is checked before any
// request leaves, and a release whose date is in the future or far from its file name is refused.
import type { Problem } from '../../core/result.ts';

/** The rules page's host and the media host its file links point to. */
export const officialRulesHosts: readonly string[] = ['magic.wizards.com', 'media.wizards.com'];

export interface TrustPolicy {
  /**
   * Hosts (host or host:port) trusted besides the official ones, given explicitly (`--allow-host`, tests). An allowed
   * loopback host may be plain HTTP, so a stand-in site on 127.0.0.1 needs no certificate; every other host is HTTPS.
   */
  readonly allowHosts: readonly string[];
  /** The hosts trusted without asking, and what they serve, for the messages; the official rules hosts unless given. */
  readonly official?: { readonly hosts: readonly string[]; readonly serving: string };
}

const rulesHosts = { hosts: officialRulesHosts, serving: 'rules' };

const loopbackHost = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

function allowedExplicitly(url: URL, policy: TrustPolicy): boolean {
  const wanted = policy.allowHosts.map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
  return wanted.includes(url.host.toLowerCase()) || wanted.includes(url.hostname.toLowerCase());
}

/** Null when `url` may be requested; otherwise why not. Checked for the page, the file link and every redirect. */
export function untrustedAddress(url: URL, policy: TrustPolicy, what: string): Problem | null {
  const explicit = allowedExplicitly(url, policy);
  const { hosts, serving } = policy.official ?? rulesHosts;
  const official = hosts.includes(url.hostname.toLowerCase()) && (url.port === '' || url.port === '443');
  if (url.protocol === 'http:' && explicit && loopbackHost.test(url.hostname)) return null;
  if (url.protocol !== 'https:') {
    return {
      code: 'untrusted-url',
      message: `Refused ${what} ${url.href}: ${serving} are downloaded only over HTTPS. Nothing was requested or changed.`,
      at: url.href,
    };
  }
  if (official || explicit) return null;
  return {
    code: 'untrusted-host',
    message:
      `Refused ${what} ${url.href}: ${url.host} is not an official ${serving} host (${hosts.join(', ')}). ` +
      'Nothing was requested or changed.',
    at: url.href,
  };
}

/** Whether a page address other than the official page may be used: a local file, an official host, or one allowed explicitly. */
export function untrustedPageOverride(url: URL, policy: TrustPolicy): Problem | null {
  if (url.protocol === 'file:') return null;
  if (allowedExplicitly(url, policy) || officialRulesHosts.includes(url.hostname.toLowerCase())) {
    return untrustedAddress(url, policy, 'the rules page');
  }
  return {
    code: 'untrusted-host',
    message:
      `Refused the rules page ${url.href}: another page than the official one must be a file: address or a host given with ` +
      '--allow-host. Nothing was requested or changed.',
    at: url.href,
  };
}

const dayMs = 24 * 60 * 60 * 1000;
/** How far a release's effective date may be from the date in its file name: releases are posted days to weeks early. */
export const maxDaysFromFileName = 45;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** YYYYMMDD in the file name ("MagicCompRules 20260417.txt") as YYYY-MM-DD, when it is a real date. */
export function fileNameDate(fileName: string): string | null {
  const match = /(?:^|\D)((?:19|20)\d{2})(\d{2})(\d{2})(?:\D|$)/.exec(fileName);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || isoDay(parsed) !== iso ? null : iso;
}

/**
 * Null when a downloaded release's effective date is believable: stated, not after today (a release not yet in force
 * must not become the default for every search), and within maxDaysFromFileName of the date its file name carries.
 */
export function implausibleEffectiveDate(effectiveDate: string | null, fileName: string, url: URL, today: Date): Problem | null {
  const refuse = (why: string): Problem => ({
    code: 'implausible-date',
    message: `Refused ${url.href}: ${why} Nothing was changed.`,
    at: url.href,
  });
  if (effectiveDate === null) return refuse('the file states no effective date, so it cannot be told apart from a stale or forged copy.');
  if (effectiveDate > isoDay(today)) {
    return refuse(
      `it says it takes effect on ${effectiveDate}, after today (${isoDay(today)}); rules not yet in force would become the ` +
        `default for every search. Check again on or after ${effectiveDate}.`,
    );
  }
  const named = fileNameDate(fileName);
  if (named !== null) {
    const days = Math.abs(Date.parse(`${effectiveDate}T00:00:00Z`) - Date.parse(`${named}T00:00:00Z`)) / dayMs;
    if (days > maxDaysFromFileName) {
      return refuse(
        `its effective date ${effectiveDate} is ${Math.round(days)} days from the date in its file name (${named}); ` +
          `official releases are at most ${maxDaysFromFileName} days apart from it.`,
      );
    }
  }
  return null;
}
