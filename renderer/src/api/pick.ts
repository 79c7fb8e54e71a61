// In Electron the preload exposes the contract as window.arbiter (helper E); in a browser we talk HTTP.
import type { ArbiterApi } from '../../../core/contract.ts';
import { createHttpApi } from './http.ts';

declare global {
  interface Window {
    readonly arbiter?: ArbiterApi;
  }
}

export function pickApi(): ArbiterApi {
  return window.arbiter ?? createHttpApi();
}
