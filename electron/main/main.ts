// Electron entry point: the only file besides the preload that touches the `electron` module. Everything it
// decides is in tested modules (window.ts, ipc.ts, menu.ts, paths.ts, ../update); this file only wires them up.
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeTheme, session, type MenuItemConstructorOptions } from 'electron';
import { fileURLToPath } from 'node:url';
import { createApiHandler } from '../api/handler.ts';
import { importDocument, listSources, openDatabase, type Database } from '../db/service.ts';
import { checkForRules, releaseDetails } from '../update/checkForRules.ts';
import { createIpcListeners } from './ipc.ts';
import { aboutText, menuSections, type MainCommand, type MenuEntry, type WindowCommand } from './menu.ts';
import { allowedRulesHosts, databasePath, rulesPageUrl, shellFiles } from './paths.ts';
import { appPageUrl, contentSecurityPolicy, isAllowedRequest, isAppUrl, windowOptions } from './window.ts';

const files = shellFiles(fileURLToPath(new URL('.', import.meta.url)));
let database: Database | null = null;
let mainWindow: BrowserWindow | null = null;

// Every renderer sandboxed, whatever its web preferences say.
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.whenReady().then(start, (error: unknown) => fatal(error));
}

function fatal(error: unknown): void {
  dialog.showErrorBox('Arbiter could not start', error instanceof Error ? error.message : String(error));
  app.quit();
}

function start(): void {
  const db = openDatabase(databasePath(app.getPath('userData')));
  database = db;
  lockDownSession();
  const listeners = createIpcListeners(createApiHandler(db), files.rendererDir);
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
  openWindow();
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
  void window.loadURL(appPageUrl(files.rendererDir).href);
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
  const window = mainWindow;
  // Node's fetch, not Electron's net.fetch: the default session cancels every request that is not an app file,
  // and the update must reach the rules site.
  const outcome = await checkForRules({
    pageUrl: rulesPageUrl(process.env),
    allowHosts: allowedRulesHosts(process.env),
    // Size, date and SHA-256 are shown before anything is imported; the judge can compare them with the official ones.
    confirm: async (release) =>
      (
        await dialog.showMessageBox({
          type: 'question',
          title: 'Check for New Rules',
          message: releaseDetails(release),
          buttons: ['Import', 'Cancel'],
          defaultId: 0,
          cancelId: 1,
        })
      ).response === 0,
    store: { listSources: () => listSources(db), importDocument: (document, onProgress) => importDocument(db, document, onProgress) },
    onProgress: (progress) => {
      if (progress.phase === 'downloading' && progress.totalBytes) window?.setProgressBar(progress.receivedBytes / progress.totalBytes);
      else window?.setProgressBar(progress.phase === 'importing' ? progress.fraction : 2); // 2: indeterminate
    },
  });
  window?.setProgressBar(-1);
  if (!outcome.ok) {
    await dialog.showMessageBox({ type: 'warning', title: 'Check for New Rules', message: outcome.error.message });
    return;
  }
  const { value } = outcome;
  if (value.status === 'cancelled') return;
  const message =
    value.status === 'up-to-date'
      ? `You have the current rules: ${value.source.title} (${value.source.effectiveDate ?? 'no date'}).`
      : `Imported ${value.summary.source.title}, effective ${value.summary.source.effectiveDate ?? 'with no date'}. ` +
        `Earlier versions stay available.`;
  await dialog.showMessageBox({ type: 'info', title: 'Check for New Rules', message });
  if (value.status === 'imported') window?.webContents.reload();
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
        if (command === 'about' || command === 'check-for-rules') void runMainCommand(command, db);
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
