import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../../core/contract.ts';
import { aboutText, menuSections, windowCommands } from './menu.ts';

const source = (id: number, title: string, effectiveDate: string | null, ruleCount: number): SourceInfo => ({
  id,
  title,
  kind: 'comprehensive-rules',
  effectiveDate,
  fileName: `${title}.txt`,
  importedAt: '2026-05-01T10:00:00Z',
  ruleCount,
  glossaryCount: 0,
});

describe('menu', () => {
  const entries = (platform: NodeJS.Platform) => menuSections(platform).flatMap((section) => section.entries);

  it('has search on Ctrl/Cmd+K, back/forward, zoom, theme, About and the rules update', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const all = entries(platform);
      expect(all).toContainEqual(expect.objectContaining({ kind: 'command', command: 'focus-search', accelerator: 'CmdOrCtrl+K' }));
      const commands = all.flatMap((e) => (e.kind === 'command' ? [e.command] : []));
      expect(commands).toEqual(expect.arrayContaining([...windowCommands, 'about', 'check-for-rules']));
      const roles = all.flatMap((e) => (e.kind === 'role' ? [e.role] : []));
      expect(roles).toEqual(expect.arrayContaining(['zoomIn', 'zoomOut', 'resetZoom', 'quit']));
    }
  });

  it('gives no two entries the same shortcut', () => {
    for (const platform of ['linux', 'darwin'] as const) {
      const accelerators = entries(platform).flatMap((e) => (e.kind !== 'separator' && e.accelerator ? [e.accelerator] : []));
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });
});

describe('aboutText', () => {
  it('shows the version and every imported source with its date, newest first', () => {
    const text = aboutText('0.1.0', [
      source(1, 'Magic: The Gathering Comprehensive Rules', '2024-03-08', 2900),
      source(2, 'Magic: The Gathering Comprehensive Rules', '2026-04-17', 3100),
      source(3, 'Crystal Keep rulings', null, 12),
    ]);
    expect(text).toContain('Arbiter 0.1.0');
    const lines = text.split('\n');
    const april = lines.findIndex((l) => l.includes('April 17, 2026'));
    const march = lines.findIndex((l) => l.includes('March 8, 2024'));
    expect(april).toBeGreaterThan(0);
    expect(march).toBeGreaterThan(april);
    expect(text).toContain('3100 rules');
    expect(text).toContain('no date stated');
  });

  it('says plainly when nothing is imported', () => {
    expect(aboutText('1.2.3', [])).toContain('No rules imported yet.');
  });
});
