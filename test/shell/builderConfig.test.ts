// electron-builder.yml checked against electron-builder's own JSON schema, plus the choices issue 6 asks for.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';

const require = createRequire(import.meta.url);
// js-yaml comes with electron-builder; it has no type declarations here, so its one function is typed by hand.
const yaml = require('js-yaml') as { load(text: string): unknown };
const schema = require('app-builder-lib/scheme.json') as object;

const configText = readFileSync(new URL('../../electron-builder.yml', import.meta.url), 'utf8');

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('electron-builder.yml', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the YAML is checked against the schema, not typed
  const config = yaml.load(configText) as Record<string, any>;

  it("is valid against electron-builder's schema", () => {
    const validate = validator();
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check can fail: a misspelt key is refused', () => {
    const validate = validator();
    expect(validate({ ...config, asarUnpak: ['x'] })).toBe(false);
    expect(validate({ ...config, linux: { target: 42 } })).toBe(false);
  });

  it('builds AppImage and deb, NSIS and dmg, as Arbiter, with better-sqlite3 outside the asar', () => {
    expect(config.productName).toBe('Arbiter');
    expect(config.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']));
    expect(config.win.target).toContain('nsis');
    expect(config.mac.target).toContain('dmg');
    expect(config.asar ?? true).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
    expect(config.electronFuses.runAsNode).toBe(false);
  });

  it('packages the built main process and renderer that package.json points at', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { main: string };
    expect(pkg.main.startsWith('dist/electron/')).toBe(true);
    expect(config.files).toEqual(expect.arrayContaining(['dist/electron/**', 'dist/renderer/**']));
  });
});
