import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appPageUrl, contentSecurityPolicy, hardenedWebPreferences, isAllowedRequest, isAppUrl, windowOptions } from './window.ts';

const rendererDir = '/opt/Arbiter/resources/app.asar/dist/renderer';

describe('window options', () => {
  it('use the hardened web preferences', () => {
    const prefs = windowOptions('/opt/preload.cjs').webPreferences;
    expect(prefs).toEqual(hardenedWebPreferences('/opt/preload.cjs'));
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe('/opt/preload.cjs');
  });

  it('carry no option that loosens security', () => {
    const prefs = hardenedWebPreferences('/p') as unknown as Record<string, unknown>;
    for (const loose of ['enableRemoteModule', 'enableBlinkFeatures', 'additionalArguments', 'partition']) {
      expect(prefs).not.toHaveProperty(loose);
    }
  });
});

describe('content security policy', () => {
  const directives = new Map(
    contentSecurityPolicy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

  it('allows scripts only from the app itself', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names no remote host and no eval', () => {
    expect(contentSecurityPolicy).not.toMatch(/https?:|\*|unsafe-eval/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('isAppUrl', () => {
  it('accepts the built page and files beside it', () => {
    expect(isAppUrl(appPageUrl(rendererDir).href, rendererDir)).toBe(true);
    expect(isAppUrl(`${appPageUrl(rendererDir).href}#/rule/704.5j`, rendererDir)).toBe(true);
    expect(isAppUrl(`file://${rendererDir}/assets/index.js`, rendererDir)).toBe(true);
  });

  it('refuses remote pages, other files and escapes from the folder', () => {
    for (const url of [
      'https://magic.wizards.com/en/rules',
      'http://127.0.0.1:5173/index.html',
      'file:///etc/passwd',
      `file://${rendererDir}-evil/index.html`,
      `file://${rendererDir}/%2e%2e/%2e%2e/secret.html`,
      `file://host${rendererDir}/index.html`,
      'devtools://devtools/bundled/inspector.html',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isAppUrl(url, rendererDir), url).toBe(false);
    }
  });

  it('never accepts a non-file URL whatever its path', () => {
    fc.assert(fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => !isAppUrl(url, rendererDir)));
  });

  it('fails closed on a malformed escape instead of throwing (issue 17, defect 6)', () => {
    for (const url of [`file://${rendererDir}/%E0%A4%A`, `file://${rendererDir}/%`, `file://${rendererDir}/%zz%2F..%2F..%2Fsecret`]) {
      expect(() => isAppUrl(url, rendererDir), url).not.toThrow();
      expect(isAppUrl(url, rendererDir), url).toBe(false);
      expect(isAllowedRequest(url, rendererDir), url).toBe(false);
    }
  });

  it('never throws, whatever the text after the folder', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const answer = isAppUrl(`file://${rendererDir}/${tail}`, rendererDir);
        return typeof answer === 'boolean';
      }),
    );
  });
});

describe('isAllowedRequest', () => {
  it("lets through the app's files and what the page made itself", () => {
    for (const url of [
      appPageUrl(rendererDir).href,
      `file://${rendererDir}/assets/index-3f2a.css`,
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:file:///4f1c2d7e-5a6b-4c3d-8e9f-0a1b2c3d4e5f',
      'devtools://devtools/bundled/devtools_app.html',
    ]) {
      expect(isAllowedRequest(url, rendererDir), url).toBe(true);
    }
  });

  it('cancels the network, other files and blobs from other origins', () => {
    for (const url of [
      'https://fonts.googleapis.com/css',
      'http://127.0.0.1:5180/api/search',
      'ws://127.0.0.1:9229/',
      'file:///home/judge/.ssh/id_rsa',
      'blob:https://evil.example/4f1c2d7e',
      'chrome-extension://abc/script.js',
    ]) {
      expect(isAllowedRequest(url, rendererDir), url).toBe(false);
    }
  });
});
