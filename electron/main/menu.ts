// The application menu as data: main.ts turns it into Electron's Menu and carries out the commands on the
// window (history, theme, a Ctrl+K keystroke for search), so the preload exposes nothing beyond the contract.
import type { SourceInfo } from '../../core/contract.ts';

/** Commands acting on the window's page. */
export const windowCommands = ['focus-search', 'back', 'forward', 'theme-light', 'theme-dark', 'theme-system'] as const;
export type WindowCommand = (typeof windowCommands)[number];

/** Commands the main process carries out itself. */
export type MainCommand = 'check-for-rules' | 'check-for-cards' | 'about';

export type MenuEntry =
  | {
      readonly kind: 'command';
      readonly label: string;
      readonly accelerator?: string;
      /** Shown in the menu but left to the page, which already handles the key (the renderer's Ctrl+K). */
      readonly acceleratorHandledByPage?: true;
      readonly command: WindowCommand | MainCommand;
    }
  | { readonly kind: 'role'; readonly role: string; readonly label?: string; readonly accelerator?: string }
  | { readonly kind: 'separator' };

export interface MenuSection {
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

const command = (label: string, cmd: WindowCommand | MainCommand, accelerator?: string): MenuEntry =>
  accelerator === undefined ? { kind: 'command', label, command: cmd } : { kind: 'command', label, command: cmd, accelerator };
const role = (r: string, label?: string, accelerator?: string): MenuEntry => ({
  kind: 'role',
  role: r,
  ...(label === undefined ? {} : { label }),
  ...(accelerator === undefined ? {} : { accelerator }),
});
const separator: MenuEntry = { kind: 'separator' };

export function menuSections(platform: NodeJS.Platform): readonly MenuSection[] {
  const isMac = platform === 'darwin';
  return [
    {
      label: isMac ? 'Arbiter' : 'File',
      entries: [
        command('About Arbiter', 'about'),
        command('Check for New Rules…', 'check-for-rules'),
        command('Check for New Card Data…', 'check-for-cards'),
        separator,
        role('quit', isMac ? 'Quit Arbiter' : 'Exit'),
      ],
    },
    { label: 'Edit', entries: [role('undo'), role('redo'), separator, role('cut'), role('copy'), role('paste'), role('selectAll')] },
    {
      label: 'Go',
      entries: [
        { kind: 'command', label: 'Search', command: 'focus-search', accelerator: 'CmdOrCtrl+K', acceleratorHandledByPage: true },
        separator,
        command('Back', 'back', isMac ? 'Cmd+[' : 'Alt+Left'),
        command('Forward', 'forward', isMac ? 'Cmd+]' : 'Alt+Right'),
      ],
    },
    {
      label: 'View',
      entries: [
        role('resetZoom', 'Actual Size', 'CmdOrCtrl+0'),
        role('zoomIn', 'Zoom In', 'CmdOrCtrl+='),
        role('zoomOut', 'Zoom Out', 'CmdOrCtrl+-'),
        separator,
        command('Light Theme', 'theme-light'),
        command('Dark Theme', 'theme-dark'),
        command('System Theme', 'theme-system'),
        separator,
        role('togglefullscreen'),
      ],
    },
  ];
}

function formatDate(iso: string | null): string {
  if (iso === null) return 'no date stated';
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The About box's text: app version, then every imported source with its effective date, newest first. */
export function aboutText(version: string, sources: readonly SourceInfo[]): string {
  const lines = [`Arbiter ${version}`, 'An offline rules reference for Magic: The Gathering judges.', ''];
  if (sources.length === 0) {
    lines.push('No rules imported yet.');
  } else {
    lines.push('Imported rules:');
    const ordered = [...sources].sort((a, b) => (b.effectiveDate ?? '').localeCompare(a.effectiveDate ?? '') || b.id - a.id);
    for (const source of ordered)
      lines.push(`• ${source.title} — effective ${formatDate(source.effectiveDate)} (${source.ruleCount} rules and sections)`);
  }
  return lines.join('\n');
}
