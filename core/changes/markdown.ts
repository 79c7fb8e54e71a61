// A change list as Markdown a judge can post to their team: counts, the renumbered runs once each, then each section's
// added, removed, changed and renumbered rules, and the glossary. Removed words are struck through, added ones bold.
import type { DiffPart } from '../rules/diff.ts';
import type { ChangeList, RenumberedRule, VersionRef } from './model.ts';

const escape = (text: string): string => text.replace(/([\\`*_~[\]<>#|])/g, '\\$1');

const nameOf = (source: VersionRef): string => (source.effectiveDate ? `${source.title} (${source.effectiveDate})` : source.title);

/** Word diff inline: ~~removed~~ **added**, spaces kept outside the marks so Markdown reads them. */
export function diffMarkdown(parts: readonly DiffPart[]): string {
  return parts
    .map((part) => {
      const text = escape(part.text.replace(/\s+/g, ' '));
      if (part.kind === 'same' || text.trim() === '') return text;
      const mark = part.kind === 'removed' ? '~~' : '**';
      const [, lead, body, trail] = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
      return `${lead}${mark}${body}${mark}${trail}`;
    })
    .join('');
}

function renumberedLine(rule: RenumberedRule): string {
  const how = rule.kind === 'moved' ? 'moved' : 'renumbered';
  const head = `- ${rule.from} → **${rule.to}** ${how}: ${escape(rule.title)}`;
  return rule.diff ? `${head}\n  - ${diffMarkdown(rule.diff)}` : head;
}

export function changeListMarkdown(list: ChangeList): string {
  const c = list.counts;
  const lines: string[] = [
    `# What changed: ${escape(nameOf(list.older))} → ${escape(nameOf(list.newer))}`,
    '',
    `${c.added} added, ${c.removed} removed, ${c.changed} changed, ${c.renumbered} renumbered ` +
      `(${c.renumberedChanged} of them reworded too, ${c.runs} runs), ${c.unchanged} unchanged. ` +
      `${c.referencesFollowed} rules whose cross-references only follow a renumbering are not counted as changed.`,
    '',
  ];
  if (list.runs.length > 0) lines.push('## Renumbered runs', '', ...list.runs.map((run) => `- ${escape(run.summary)}`), '');
  for (const section of list.sections) {
    const inSection = <T extends { readonly section: string }>(items: readonly T[]): T[] =>
      items.filter((item) => item.section === section.number);
    const added = inSection(list.added);
    const removed = inSection(list.removed);
    const changed = inSection(list.changed);
    // members of a run are told by the run; listed one by one: moved rules and those reworded as well
    const renumbered = inSection(list.renumbered).filter((r) => r.run === null || r.changed);
    if (added.length + removed.length + changed.length + renumbered.length === 0) continue;
    lines.push(`## ${escape(section.number)}. ${escape(section.title)}`, '');
    if (added.length > 0) lines.push('### Added', '', ...added.map((r) => `- **${r.number}** ${escape(r.text.replace(/\s+/g, ' '))}`), '');
    if (removed.length > 0)
      lines.push('### Removed', '', ...removed.map((r) => `- ~~${r.number}~~ ${escape(r.text.replace(/\s+/g, ' '))}`), '');
    if (changed.length > 0) lines.push('### Changed', '', ...changed.map((r) => `- **${r.number}** ${diffMarkdown(r.diff)}`), '');
    if (renumbered.length > 0) lines.push('### Renumbered', '', ...renumbered.map(renumberedLine), '');
  }
  const g = list.glossary;
  if (g.added.length + g.removed.length + g.changed.length + g.renamed.length > 0) {
    lines.push('## Glossary', '');
    for (const entry of g.renamed) {
      lines.push(`- renamed: ${escape(entry.from)} → **${escape(entry.to)}**${entry.diff ? `: ${diffMarkdown(entry.diff)}` : ''}`);
    }
    for (const entry of g.added) lines.push(`- added: **${escape(entry.term)}**: ${escape(entry.senses.join(' '))}`);
    for (const entry of g.removed) lines.push(`- removed: ~~${escape(entry.term)}~~`);
    for (const entry of g.changed) lines.push(`- changed: **${escape(entry.term)}**: ${diffMarkdown(entry.diff)}`);
    lines.push('');
  }
  return lines.join('\n');
}
