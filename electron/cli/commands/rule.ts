// `arbiter rule <number>`: one rule with its subrules, examples, citations and neighbours.
import type { RuleView } from '../../../core/contract.ts';
import { databasePath, positiveInteger, withDatabase } from '../../db/cli.ts';
import { readRule } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

function render(view: RuleView, indent = ''): string[] {
  const head = /^\d{1,3}$/.test(view.number) ? `${indent}${view.number}. ${view.text}` : `${indent}${view.number} ${view.text}`;
  return [head, ...view.examples.map((e) => `${indent}  Example: ${e}`), ...view.children.flatMap((c) => render(c, `${indent}  `))];
}

export const ruleCommand: CliCommand = {
  name: 'rule',
  usage: 'rule <number> [--source ID] [--db PATH] [--json]',
  summary: 'read one rule: text, subrules, examples, what it cites and what cites it',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db', 'source'], boolean: ['json'] });
    if (positionals.length === 0) throw new UsageError('give a rule number, e.g. 704.5j');
    let sourceId: number | undefined;
    try {
      sourceId = positiveInteger(flags.get('source'), 'source');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const number = positionals.join(' ');
    const view = withDatabase(databasePath(flags.get('db'), io), true, (db) => readRule(db, number, sourceId), io);
    if (flags.has('json')) writeJson(io, view ?? null);
    if (!view) {
      io.stderr(`arbiter rule: no rule "${number}" in the imported rules\n`);
      return 1;
    }
    if (flags.has('json')) return 0;
    const links = (label: string, list: readonly { number: string }[]): string[] =>
      list.length ? [`${label}: ${list.map((l) => l.number).join(', ')}`] : [];
    io.stdout(
      [
        view.breadcrumb.map((l) => `${l.number}. ${l.title}`).join(' › '),
        '',
        ...render(view),
        '',
        ...links('Cites', view.cites),
        ...links('Cited by', view.citedBy),
        `Previous: ${view.previous?.number ?? '—'}   Next: ${view.next?.number ?? '—'}`,
        `Source: ${view.source.title} ${view.source.effectiveDate ?? ''}`,
        ...(view.versions.length
          ? [
              `Also in: ${view.versions
                .map(
                  (v) =>
                    `source ${v.source.id} (${v.source.effectiveDate ?? v.source.title}, ${v.sameText ? 'same text' : 'text differs'})`,
                )
                .join('; ')}`,
            ]
          : []),
        '',
      ].join('\n'),
    );
    return 0;
  },
};
