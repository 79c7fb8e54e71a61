// Lint rules for the whole project, and the layering rule: core is pure TypeScript that any side can run.
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

/** What core may not import: Node built-ins, the DOM's and Electron's worlds, SQLite, or the other layers. */
const coreForbidden = {
  paths: [...builtinModules, 'electron', 'better-sqlite3', 'ws'].map((name) => ({
    name,
    message: 'core is pure: no Node built-ins, Electron or SQLite (see docs/architecture.md).',
  })),
  patterns: [
    { group: ['node:*'], message: 'core is pure: no Node built-ins.' },
    { group: ['**/electron/**', '**/renderer/**', 'svelte', 'svelte/*'], message: 'core imports only core and pure libraries.' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'release/', 'test-output/', '.vite/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'max-len': ['error', { code: 140 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] }, globals: { ...globals.browser } },
  },
  {
    files: ['renderer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-restricted-imports': ['error', coreForbidden] },
  },
);
