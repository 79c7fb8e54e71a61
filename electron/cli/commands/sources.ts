// `arbiter sources`: every imported document, newest first.
import { listSources } from '../../db/service.ts';
import { listingCommand } from './listing.ts';

export const sourcesCommand = listingCommand({
  usage: 'sources [--db PATH] [--json]',
  summary: 'list imported rules documents',
  noArguments: 'sources takes no arguments',
  list: listSources,
  json: (sources) => ({ sources }),
  none: 'Nothing imported yet. Use: arbiter import <file>\n',
  line: (s) =>
    `${String(s.id).padStart(3)}  ${s.effectiveDate ?? 'no date   '}  ${s.kind.padEnd(19)}  ${s.ruleCount} ` +
    `rules and sections, ${s.glossaryCount} glossary entries  ${s.title} (${s.fileName})`,
});
