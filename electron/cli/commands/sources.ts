// `arbiter sources`: every imported document, newest first.
import { listSources } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const sourcesCommand = defineCommand({
  usage: 'sources [--db PATH] [--json]',
  summary: 'list imported rules documents',
  positionals: { min: 0, max: 0, otherwise: 'sources takes no arguments' },
  run(call, io) {
    const sources = call.withDatabase(listSources) ?? [];
    if (call.json) writeJson(io, { sources });
    else if (sources.length === 0) io.stdout('Nothing imported yet. Use: arbiter import <file>\n');
    else {
      const lines = sources.map(
        (s) =>
          `${String(s.id).padStart(3)}  ${s.effectiveDate ?? 'no date   '}  ${s.kind.padEnd(19)}  ${s.ruleCount} ` +
          `rules and sections, ${s.glossaryCount} glossary entries  ${s.title} (${s.fileName})`,
      );
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  },
});
