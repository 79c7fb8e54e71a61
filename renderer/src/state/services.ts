// The app-wide services: App.svelte makes them once and provides them; a view or component that needs one takes it
// from here rather than having it passed down as a prop through every component between.
import { createContext } from 'svelte';
import type { ArbiterApi } from '../../../core/contract.ts';
import type { Library } from './library.svelte.ts';
import type { Router } from './router.svelte.ts';
import type { Settings } from './settings.svelte.ts';

export interface Services {
  readonly api: ArbiterApi;
  readonly router: Router;
  readonly library: Library;
  readonly settings: Settings;
}

/** `services()` during a component's initialisation; it throws ("missing_context") outside the tree App provides. */
export const [services, provideServices] = createContext<Services>();
