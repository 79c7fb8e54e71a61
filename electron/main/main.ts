// Electron entry point: the only file besides the preload that touches the `electron` module. Everything it
// decides is in tested modules (window.ts, ipc.ts, menu.ts, paths.ts, ../update); this file only wires them up.
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeTheme, session, type MenuItemConstructorOptions } from 'electron';
import { fileURLToPath } from 'node:url';
import type { Result } from '../../core/result.ts';
import { createApiHandler } from '../api/handler.ts';
import { importOffThread } from '../db/importOffThread.ts';
import { databaseFileOf } from '../db/open.ts';
import { listSources, openDatabase, type Database } from '../db/service.ts';
import { forgetVocabulary } from '../db/vocabulary.ts';
import { importCardFile } from '../db/cardImport.ts';
import { cardDataDetails, checkForCards } from '../update/checkForCards.ts';
import { checkForRules, releaseDetails } from '../update/checkForRules.ts';
import { createIpcListeners } from './ipc.ts';
import { appUrlOfLink, linkInArguments, linkScheme } from './links.ts';
import { aboutText, menuSections, type MainCommand, type MenuEntry, type WindowCommand } from './menu.ts';
import { allowedRulesHosts, cardDataUrl, databasePath, rulesPageUrl, shellFiles } from './paths.ts';
import { appPageUrl, contentSecurityPolicy, isAllowedRequest, isAppUrl, windowOptions } from './window.ts';

const files = shellFiles(fileURLToPath(new URL('.', import.meta.url)));
/** The rules-import worker thread, bundled beside main.js (electron/main/build.ts). */
const importWorkerUrl = new URL('./importWorker.mjs', import.meta.url);
let database: Database | null = null;
let mainWindow: BrowserWindow | null = null;
/** An arbiter:// link the app was opened with, before its window exists. */
let pendingLink: string | null = linkInArguments(process.argv);

// Every renderer sandboxed, whatever its web preferences say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_event, argv) => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    // A link clicked while Arbiter runs starts a second copy (Windows, Linux): this one opens it.
    const link = linkInArguments(argv);
    if (link !== null) openLink(link);
  });
  // macOS hands links to the running app, or to the app it is starting.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openLink(url);
  });
  // start() throwing (a database that will not open) must reach the dialog too, not vanish as a rejected promise.
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => fatal(error));
}

function fatal(error: unknown): void {
  dialog.showErrorBox('Arbiter could not start', error instanceof Error ? error.message : String(error));
  app.quit();
}

function start(): void {
  const db = openDatabase(databasePath(app.getPath('userData')));
  database = db;
  lockDownSession();
  // Rules imports run in a worker thread (bundled beside main.js), so searches typed meanwhile keep answering.
  const listeners = createIpcListeners(createApiHandler(db, { importWorker: importWorkerUrl }), files.rendererDir);
  for (const [channel, listener] of listeners) {
    ipcMain.handle(channel, (event, envelope: unknown) =>
      listener(
        {
          senderUrl: event.senderFrame?.url ?? null,
          isMainFrame: event.senderFrame !== null && event.senderFrame === event.sender.mainFrame,
          send: (eventChannel, ...args) => event.sender.send(eventChannel, ...args),
        },
        envelope,
      ),
    );
  }
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(db)));
  // A link reaches the page only as the address of one of its views (links.ts): validated, decoded and encoded again.
  app.setAsDefaultProtocolClient(linkScheme); // eng-disable PROTOCOL_HANDLER_JS_CHECK
  openWindow();
}

/** Shows the view an arbiter:// link names (a fragment change: the page keeps its state); other links change nothing. */
function openLink(link: string): void {
  if (mainWindow === null) {
    pendingLink = link;
    return;
  }
  const url = appUrlOfLink(link, files.rendererDir);
  if (url !== null) void mainWindow.loadURL(url.href);
}

function lockDownSession(): void {
  const { webRequest } = session.defaultSession;
  // No remote content: only the app's own files load; everything else is cancelled before it leaves.
  webRequest.onBeforeRequest((details, respond) => respond({ cancel: !isAllowedRequest(details.url, files.rendererDir) }));
  webRequest.onHeadersReceived((details, respond) =>
    respond({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy] } }),
  );
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, answer) => answer(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, files.rendererDir)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, files.rendererDir)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

function openWindow(): void {
  const options = windowOptions(files.preload);
  // Electronegativity cannot see inside windowOptions(): its context isolation, sandbox and Auxclick settings are
  // checked by window.test.ts and, on the literal options, by test/shell/electronegativity.test.ts.
  const window = new BrowserWindow(options); // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
  });
  const linked = pendingLink === null ? null : appUrlOfLink(pendingLink, files.rendererDir);
  pendingLink = null;
  void window.loadURL((linked ?? appPageUrl(files.rendererDir)).href);
}

function runWindowCommand(command: WindowCommand): void {
  const contents = mainWindow?.webContents;
  switch (command) {
    case 'focus-search':
      // The page handles Ctrl/Cmd+K itself; the menu item sends it the same keystroke.
      contents?.sendInputEvent({ type: 'keyDown', keyCode: 'K', modifiers: [process.platform === 'darwin' ? 'meta' : 'control'] });
      return;
    case 'back':
      if (contents?.navigationHistory.canGoBack()) contents.navigationHistory.goBack();
      return;
    case 'forward':
      if (contents?.navigationHistory.canGoForward()) contents.navigationHistory.goForward();
      return;
    case 'theme-light':
    case 'theme-dark':
    case 'theme-system':
      // The renderer's "system" theme follows prefers-color-scheme, which themeSource sets.
      nativeTheme.themeSource = command === 'theme-light' ? 'light' : command === 'theme-dark' ? 'dark' : 'system';
      return;
  }
}

async function runMainCommand(command: MainCommand, db: Database): Promise<void> {
  if (command === 'about') {
    await dialog.showMessageBox({ type: 'info', title: 'About Arbiter', message: aboutText(app.getVersion(), listSources(db)) });
    return;
  }
  if (command === 'check-for-cards') {
    await checkForNewCards(db);
    return;
  }
  const window = mainWindow;
  const title = 'Check for New Rules';
  // Node's fetch, not Electron's net.fetch: the default session cancels every request that is not an app file,
  // and the update must reach the rules site.
  const outcome = await checkForRules({
    pageUrl: rulesPageUrl(process.env),
    ...fromTheDesktop(title, releaseDetails),
    store: {
      listSources: () => listSources(db),
      // In the import worker, as the API's imports: the window's searches keep answering while the rules import.
      importDocument: async (document, onProgress) => {
        const result = await importOffThread(importWorkerUrl, databaseFileOf(db), document, onProgress);
        if (result.ok && !result.value.alreadyImported) forgetVocabulary(db);
        return result;
      },
    },
    onProgress: (progress) => {
      if (progress.phase === 'downloading' && progress.totalBytes) window?.setProgressBar(progress.receivedBytes / progress.totalBytes);
      else window?.setProgressBar(progress.phase === 'importing' ? progress.fraction : 2); // 2: indeterminate
    },
  });
  await tellCheckOutcome(window, title, outcome, (value) =>
    value.status === 'cancelled'
      ? null
      : value.status === 'up-to-date'
        ? `You have the current rules: ${value.source.title} (${value.source.effectiveDate ?? 'no date'}).`
        : `Imported ${value.summary.source.title}, effective ${value.summary.source.effectiveDate ?? 'with no date'}. ` +
          `Earlier versions stay available.`,
  );
}

/** MTGJSON's current AtomicCards, its SHA-256 checked against the published one and shown before the import. */
async function checkForNewCards(db: Database): Promise<void> {
  const window = mainWindow;
  const title = 'Check for New Card Data';
  const outcome = await checkForCards({
    baseUrl: cardDataUrl(process.env),
    ...fromTheDesktop(title, cardDataDetails),
    importCards: (file) => importCardFile(db, file),
    onProgress: (progress) =>
      window?.setProgressBar(progress.phase === 'downloading' && progress.totalBytes ? progress.receivedBytes / progress.totalBytes : 2),
  });
  await tellCheckOutcome(window, title, outcome, (value) => {
    const what = `MTGJSON ${value.release.version} of ${value.release.date}`;
    return value.status === 'cancelled'
      ? null
      : value.status === 'up-to-date'
        ? `You have the current card data: ${what}.`
        : `Imported ${what}: ${value.summary.cards} card faces.`;
  });
}

/**
 * What both checks take from the desktop: the hosts ARBITER_ALLOW_HOSTS adds, and the judge's answer to a release's
 * size, date and SHA-256, shown with Import / Cancel before anything is imported (to compare with the official ones).
 */
function fromTheDesktop<Release>(title: string, details: (release: Release) => string) {
  return {
    allowHosts: allowedRulesHosts(process.env),
    confirm: async (release: Release): Promise<boolean> => {
      const { response } = await dialog.showMessageBox({
        type: 'question',
        title,
        message: details(release),
        buttons: ['Import', 'Cancel'],
        defaultId: 0,
        cancelId: 1,
      });
      return response === 0;
    },
  };
}

/**
 * How a check for new rules or card data ended: a warning when it failed, else what `message` says of the outcome
 * (null: nothing, the judge cancelled); the window reloads when something was imported.
 */
async function tellCheckOutcome<T extends { readonly status: string }>(
  window: BrowserWindow | null,
  title: string,
  outcome: Result<T>,
  message: (value: T) => string | null,
): Promise<void> {
  window?.setProgressBar(-1);
  if (!outcome.ok) {
    await dialog.showMessageBox({ type: 'warning', title, message: outcome.error.message });
    return;
  }
  const text = message(outcome.value);
  if (text === null) return;
  await dialog.showMessageBox({ type: 'info', title, message: text });
  if (outcome.value.status === 'imported') window?.webContents.reload();
}

function menuTemplate(db: Database): MenuItemConstructorOptions[] {
  const item = (entry: MenuEntry): MenuItemConstructorOptions => {
    if (entry.kind === 'separator') return { type: 'separator' };
    if (entry.kind === 'role') {
      return {
        role: entry.role as NonNullable<MenuItemConstructorOptions['role']>,
        ...(entry.label ? { label: entry.label } : {}),
        ...(entry.accelerator ? { accelerator: entry.accelerator } : {}),
      };
    }
    const { command } = entry;
    return {
      label: entry.label,
      ...(entry.accelerator ? { accelerator: entry.accelerator, registerAccelerator: entry.acceleratorHandledByPage !== true } : {}),
      click: () => {
        if (command === 'about' || command === 'check-for-rules' || command === 'check-for-cards') void runMainCommand(command, db);
        else runWindowCommand(command);
      },
    };
  };
  return menuSections(process.platform).map((section) => ({ label: section.label, submenu: section.entries.map(item) }));
}

app.on('window-all-closed', () => app.quit());

// Close the database cleanly (WAL checkpointed) once every window is gone.
app.on('will-quit', () => {
  database?.close();
  database = null;
});
