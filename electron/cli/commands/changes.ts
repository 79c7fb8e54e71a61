// `arbiter changes [<older> <newer>]`: what changed between two imported versions (default: the two newest CRs).
import type { ChangeList } from '../../../core/changes/model.ts';
import { changeListMarkdown } from '../../../core/changes/markdown.ts';
import { changeList, resolveSource } from '../../db/changes.ts';
import { defineCommand, UsageError, writeJson } from '../io.ts';

function plainText(list: ChangeList): string {
  const c = list.counts;
  const name = (s: ChangeList['older']): string => `${s.effectiveDate ?? s.title} (source ${s.id})`;
  const lines = [
    `${name(list.older)} → ${name(list.newer)}`,
    `added ${c.added}, removed ${c.removed}, changed ${c.changed}, renumbered ${c.renumbered} (${c.renumberedChanged} also changed) ` +
      `in ${c.runs} runs, unchanged ${c.unchanged}; cross-references only following a renumbering: ${c.referencesFollowed}`,
    `glossary: added ${c.glossaryAdded}, removed ${c.glossaryRemoved}, changed ${c.glossaryChanged}, renamed ${c.glossaryRenamed}`,
    '',
    ...list.runs.map((run) => `run      ${run.summary}`),
    ...list.added.map((r) => `added    ${r.number}  ${r.title}`),
    ...list.removed.map((r) => `removed  ${r.number}  ${r.title}`),
    ...list.changed.map((r) => `changed  ${r.number}  ${r.title}`),
    ...list.renumbered
      .filter((r) => r.run === null || r.changed)
      .map((r) => `${r.kind.padEnd(8)} ${r.from} → ${r.to}${r.changed ? ' (text changed)' : ''}`),
    ...list.glossary.renamed.map((g) => `glossary renamed  ${g.from} → ${g.to}`),
    ...list.glossary.added.map((g) => `glossary added    ${g.term}`),
    ...list.glossary.removed.map((g) => `glossary removed  ${g.term}`),
    ...list.glossary.changed.map((g) => `glossary changed  ${g.term}`),
  ];
  return `${lines.join('\n')}\n`;
}

export const changesCommand = defineCommand({
  usage: 'changes [<older-source> <newer-source>] [--db PATH] [--json | --markdown]',
  summary: 'what changed between two imported versions (ids or dates; default the two newest CRs), renumberings apart',
  run(call, io) {
    const { positionals, flags } = call;
    if (positionals.length !== 0 && positionals.length !== 2)
      throw new UsageError('give two sources (id or date), or none for the two newest CRs');
    if (flags.has('json') && flags.has('markdown')) throw new UsageError('choose --json or --markdown, not both');
    const outcome = call.withDatabase((db) => {
      if (positionals.length === 0) return changeList(db);
      const older = resolveSource(db, positionals[0]!);
      if (!older.ok) return older;
      const newer = resolveSource(db, positionals[1]!);
      if (!newer.ok) return newer;
      return changeList(db, older.value, newer.value);
    });
    if (outcome === null) return call.fail('no database yet; import two rules releases first (arbiter import <file>)');
    if (!outcome.ok) return call.fail(outcome.error.message);
    if (call.json) writeJson(io, outcome.value);
    else if (flags.has('markdown')) io.stdout(changeListMarkdown(outcome.value));
    else io.stdout(plainText(outcome.value));
    return 0;
  },
});
