// `arbiter import <file>`: a rules document into the database; progress on stderr, then a summary.
import { basename } from 'node:path';
import type { ImportProgress } from '../../../core/contract.ts';
import { importNamedFile } from '../database.ts';
import { importDocument } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const importCommand = defineCommand({
  usage: 'import <file> [--db PATH] [--json]',
  summary: 'import Comprehensive Rules or another rules document (any year, any encoding)',
  positionals: { min: 1, max: 1, otherwise: 'give exactly one file to import' },
  async run(call, io) {
    const fileName = basename(call.positionals[0]!);
    let lastPhase = '';
    const progress = (p: ImportProgress): void => {
      const line = `${p.phase} ${Math.round(p.fraction * 100)}%`;
      if (p.phase !== lastPhase || p.phase === 'storing') io.stderr(`importing ${fileName}: ${line}\n`);
      lastPhase = p.phase;
    };
    const summary = await importNamedFile(call, io, 'import', 'rules', (db, file) => importDocument(db, file, progress));
    if (summary === null) return 2;
    const { source, counts, alreadyImported } = summary;
    if (call.json) {
      writeJson(io, summary);
      return 0;
    }
    io.stdout(
      [
        `${alreadyImported ? 'Already imported' : 'Imported'}: source ${source.id}, ${source.title} (${source.kind})`,
        `Effective date: ${source.effectiveDate ?? 'not stated'}`,
        // The same count, and the same words, as `arbiter sources` and the app's Library: sections and rules together.
        `${counts.sections + counts.rules} rules and sections (${counts.sections} sections, ${counts.rules} rules), ` +
          `${counts.glossary} glossary entries, ${counts.examples} examples, ${counts.references} references, ${counts.subtypes} subtypes`,
        '',
      ].join('\n'),
    );
    return 0;
  },
});
