// The one window's options and the rules it lives by. Pure: the Electron wiring (main.ts) only passes these on,
// so the hardening is tested in Node where no Electron binary exists.
import { pathToFileURL } from 'node:url';

/** The hardened web preferences every Arbiter window gets. */
export interface HardenedWebPreferences {
  readonly preload: string;
  readonly contextIsolation: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly sandbox: true;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly experimentalFeatures: false;
  readonly webviewTag: false;
  readonly navigateOnDragDrop: false;
  readonly spellcheck: false;
  /** Middle-click would open new windows; window.open is refused anyway, this stops the event at the source. */
  readonly disableBlinkFeatures: 'Auxclick';
}

export interface WindowOptions {
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly title: string;
  readonly show: false;
  readonly backgroundColor: string;
  readonly webPreferences: HardenedWebPreferences;
}

export function hardenedWebPreferences(preloadPath: string): HardenedWebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    disableBlinkFeatures: 'Auxclick',
  };
}

export function windowOptions(preloadPath: string): WindowOptions {
  return {
    width: 1200,
    height: 800,
    minWidth: 640,
    minHeight: 480,
    title: 'Arbiter',
    // Shown on 'ready-to-show' so the user never sees an unstyled flash.
    show: false,
    backgroundColor: '#1e1e1e',
    webPreferences: hardenedWebPreferences(preloadPath),
  };
}

/**
 * The renderer only ever runs its own bundled code: no remote scripts, styles, frames or connections.
 * 'unsafe-inline' for styles only, because Svelte transitions set inline styles; scripts stay strict.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The file:// URL of the built renderer's page. */
export function appPageUrl(rendererDir: string): URL {
  return pathToFileURL(`${rendererDir.replace(/[\\/]+$/, '')}/index.html`);
}

/**
 * True only for file:// URLs inside the built renderer folder. Everything else — http(s), other files,
 * "file://" paths climbing out with encoded dots, devtools — is foreign.
 */
export function isAppUrl(candidate: string, rendererDir: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'file:' || url.host !== '') return false;
  const root = pathToFileURL(`${rendererDir.replace(/[\\/]+$/, '')}/`).pathname;
  if (!url.pathname.startsWith(root)) return false;
  // A malformed escape ("%E0%A4%A") makes decodeURIComponent throw: the guard must fail closed, so it is foreign.
  try {
    return !decodeURIComponent(url.pathname).includes('/../');
  } catch {
    return false;
  }
}

/**
 * Whether the session lets a request leave the page: the app's own files, plus data: and blob: URLs, which the
 * page itself made (images, a scenario saved as JSON) and which never reach the network. DevTools stays usable.
 */
export function isAllowedRequest(candidate: string, rendererDir: string): boolean {
  if (isAppUrl(candidate, rendererDir)) return true;
  return /^(data:|blob:file:\/\/|devtools:\/\/)/i.test(candidate);
}
