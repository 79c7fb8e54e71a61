// Svelte 5 with runes everywhere; TypeScript in <script lang="ts"> is handled natively by Svelte.
export default {
  compilerOptions: { runes: true },
};
