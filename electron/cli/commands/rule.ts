// `arbiter rule <number>`: one rule with its subrules, examples, citations and neighbours.
import type { RuleView } from '../../../core/contract.ts';
import { ancestorsOf, parseQuery } from '../../../core/search/query.ts';
import { readRule } from '../../db/service.ts';
import { lookupCommand } from './lookup.ts';

function render(view: RuleView, indent = ''): string[] {
  const head = /^\d{1,3}$/.test(view.number) ? `${indent}${view.number}. ${view.text}` : `${indent}${view.number} ${view.text}`;
  return [head, ...view.examples.map((e) => `${indent}  Example: ${e}`), ...view.children.flatMap((c) => render(c, `${indent}  `))];
}

function text(view: RuleView): string {
  const links = (label: string, list: readonly { number: string }[]): string[] =>
    list.length ? [`${label}: ${list.map((l) => l.number).join(', ')}`] : [];
  // A section (7) has nothing above it: no breadcrumb line, no blank line under it.
  const above = view.breadcrumb.length > 0 ? [view.breadcrumb.map((l) => `${l.number}. ${l.title}`).join(' › '), ''] : [];
  return [
    ...above,
    ...render(view),
    '',
    ...links('Cites', view.cites),
    ...links('Cited by', view.citedBy),
    `Previous: ${view.previous?.number ?? '—'}   Next: ${view.next?.number ?? '—'}`,
    `Source: ${view.source.title} ${view.source.effectiveDate ?? ''}`,
    ...(view.versions.length
      ? [
          `Also in: ${view.versions
            .map((v) => `source ${v.source.id} (${v.source.effectiveDate ?? v.source.title}, ${v.sameText ? 'same text' : 'text differs'})`)
            .join('; ')}`,
        ]
      : []),
    '',
  ].join('\n');
}

export const ruleCommand = lookupCommand({
  usage: 'rule <number> [--source ID] [--db PATH] [--json]',
  summary: 'read one rule: text, subrules, examples, what it cites and what cites it',
  noName: 'give a rule number, e.g. 704.5j',
  read: readRule,
  // "613.1d-f" names several rules, which search lists; rule reads one
  notFound: (number, db, sourceId) => {
    if (parseQuery(number).ruleNumbers.length > 1) return `"${number}" names several rules, not one: search "${number}" lists each of them`;
    // "613.1z": the nearest rule above it that exists, to read instead
    const nearest = ancestorsOf(number.toLowerCase()).find((ancestor) => readRule(db, ancestor, sourceId) !== null);
    const hint = nearest === undefined ? '' : `; the nearest above it is ${nearest} (arbiter rule ${nearest})`;
    return `no rule "${number}" in the imported rules${hint}`;
  },
  text,
});
