// A stand-in for the `electron` module, bundled in place of the real one by main.wiring.test.ts so the thin
// wiring in electron/main/main.ts runs in Node. It only records what main.ts asks of Electron; everything it
// records is read back from globalThis.fakeElectron.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands in for Electron's own listener types
type Listener = (...args: any[]) => unknown;

export interface FakeWebContents {
  readonly listeners: Map<string, Listener[]>;
  windowOpenHandler: Listener | null;
  readonly sent: unknown[][];
  on(event: string, listener: Listener): FakeWebContents;
  setWindowOpenHandler(handler: Listener): void;
  send(...args: unknown[]): void;
  sendInputEvent(event: unknown): void;
  reload(): void;
  readonly navigationHistory: { canGoBack(): boolean; canGoForward(): boolean; goBack(): void; goForward(): void };
  readonly mainFrame: { url: string };
}

export interface FakeElectronState {
  sandboxEnabled: boolean;
  readyCalls: number;
  quitCalls: number;
  readonly appListeners: Map<string, Listener[]>;
  readonly ipcHandlers: Map<string, Listener>;
  readonly windows: { options: unknown; loadedUrl: string | null; webContents: FakeWebContents }[];
  beforeRequest: Listener | null;
  headersReceived: Listener | null;
  permissionRequest: Listener | null;
  permissionCheck: Listener | null;
  menu: unknown[] | null;
  readonly dialogs: unknown[];
  userData: string;
  readonly nativeTheme: { themeSource: string };
  /** Schemes the app asked to open (app.setAsDefaultProtocolClient). */
  readonly protocolClients: string[];
}

export function createWebContents(url = ''): FakeWebContents {
  const contents: FakeWebContents = {
    listeners: new Map(),
    windowOpenHandler: null,
    sent: [],
    on(event, listener) {
      contents.listeners.set(event, [...(contents.listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler) {
      contents.windowOpenHandler = handler;
    },
    send: (...args) => void contents.sent.push(args),
    sendInputEvent: (event) => void contents.sent.push(['input', event]),
    reload: () => undefined,
    navigationHistory: { canGoBack: () => false, canGoForward: () => false, goBack: () => undefined, goForward: () => undefined },
    mainFrame: { url },
  };
  return contents;
}

const state: FakeElectronState = ((globalThis as { fakeElectron?: FakeElectronState }).fakeElectron ??= {
  sandboxEnabled: false,
  readyCalls: 0,
  quitCalls: 0,
  appListeners: new Map(),
  ipcHandlers: new Map(),
  windows: [],
  beforeRequest: null,
  headersReceived: null,
  permissionRequest: null,
  permissionCheck: null,
  menu: null,
  dialogs: [],
  userData: '',
  nativeTheme: { themeSource: 'system' },
  protocolClients: [],
});

export const app = {
  enableSandbox: () => void (state.sandboxEnabled = true),
  requestSingleInstanceLock: () => true,
  setAsDefaultProtocolClient: (scheme: string) => state.protocolClients.push(scheme) > 0,
  on(event: string, listener: Listener) {
    state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), listener]);
    return app;
  },
  whenReady: () => {
    state.readyCalls++;
    return Promise.resolve();
  },
  getPath: (name: string) => {
    if (name !== 'userData') throw new Error(`unexpected getPath(${name})`);
    return state.userData;
  },
  getVersion: () => '0.1.0-test',
  quit: () => void state.quitCalls++,
};

export class BrowserWindow {
  readonly webContents = createWebContents();
  constructor(options: unknown) {
    state.windows.push({ options, loadedUrl: null, webContents: this.webContents });
  }
  once(): void {}
  on(): void {}
  show(): void {}
  focus(): void {}
  restore(): void {}
  isMinimized(): boolean {
    return false;
  }
  setProgressBar(): void {}
  async loadURL(url: string): Promise<void> {
    state.windows.find((w) => w.webContents === this.webContents)!.loadedUrl = url;
  }
}

export const ipcMain = { handle: (channel: string, handler: Listener) => void state.ipcHandlers.set(channel, handler) };
export const Menu = {
  buildFromTemplate: (template: unknown[]) => template,
  setApplicationMenu: (menu: unknown[]) => void (state.menu = menu),
};
export const nativeTheme = state.nativeTheme;
export const dialog = {
  showErrorBox: (...args: unknown[]) => void state.dialogs.push(args),
  showMessageBox: async (options: unknown) => {
    state.dialogs.push(options);
    return { response: 0 };
  },
};
export const session = {
  defaultSession: {
    webRequest: {
      onBeforeRequest: (listener: Listener) => void (state.beforeRequest = listener),
      onHeadersReceived: (listener: Listener) => void (state.headersReceived = listener),
    },
    setPermissionRequestHandler: (handler: Listener) => void (state.permissionRequest = handler),
    setPermissionCheckHandler: (handler: Listener) => void (state.permissionCheck = handler),
  },
};
