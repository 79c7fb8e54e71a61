// `arbiter rule <number>`: one rule with its subrules, examples, citations and neighbours.
import type { RuleView } from '../../../core/contract.ts';
import { readRule } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

function render(view: RuleView, indent = ''): string[] {
  const head = /^\d{1,3}$/.test(view.number) ? `${indent}${view.number}. ${view.text}` : `${indent}${view.number} ${view.text}`;
  return [head, ...view.examples.map((e) => `${indent}  Example: ${e}`), ...view.children.flatMap((c) => render(c, `${indent}  `))];
}

export const ruleCommand = defineCommand({
  name: 'rule',
  usage: 'rule <number> [--source ID] [--db PATH] [--json]',
  summary: 'read one rule: text, subrules, examples, what it cites and what cites it',
  database: true,
  valued: ['source'],
  positionals: { min: 1, max: Infinity, otherwise: 'give a rule number, e.g. 704.5j' },
  run(call, io) {
    const sourceId = call.positiveInteger('source');
    const number = call.positionals.join(' ');
    const view = call.withDatabase((db) => readRule(db, number, sourceId));
    if (call.json) writeJson(io, view ?? null);
    if (!view) {
      io.stderr(`arbiter rule: no rule "${number}" in the imported rules\n`);
      return 1;
    }
    if (call.json) return 0;
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
});
