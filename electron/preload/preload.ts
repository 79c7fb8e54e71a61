// Sandboxed preload: bundled into one CommonJS file (scripts/build), because a sandboxed preload may require
// only 'electron'. It exposes window.arbiter and nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.ts';

let counter = 0;
contextBridge.exposeInMainWorld(
  'arbiter',
  createBridge(ipcRenderer, () => `p${Date.now().toString(36)}${(counter++).toString(36)}`),
);
