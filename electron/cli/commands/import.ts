// `arbiter import <file>`: a rules document into the database; progress on stderr, then a summary.
import { basename, resolve } from 'node:path';
import type { ImportProgress } from '../../../core/contract.ts';
import { readImportFile } from '../database.ts';
import { importDocument } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

export const importCommand = defineCommand({
  name: 'import',
  usage: 'import <file> [--db PATH] [--json]',
  summary: 'import Comprehensive Rules or another rules document (any year, any encoding)',
  database: true,
  positionals: { min: 1, max: 1, otherwise: 'give exactly one file to import' },
  run(call, io) {
    const path = resolve(io.cwd, call.positionals[0]!);
    const content = readImportFile('import', path, io);
    if (content === null) return 2;
    let lastPhase = '';
    const progress = (p: ImportProgress): void => {
      const line = `${p.phase} ${Math.round(p.fraction * 100)}%`;
      if (p.phase !== lastPhase || p.phase === 'storing') io.stderr(`importing ${basename(path)}: ${line}\n`);
      lastPhase = p.phase;
    };
    const result = call.withDatabase((db) => importDocument(db, { fileName: basename(path), content }, progress), false)!;
    if (!result.ok) {
      io.stderr(`arbiter import: ${result.error.message} [${result.error.code}]\n`);
      return 2;
    }
    const { source, counts, alreadyImported } = result.value;
    if (call.json) {
      writeJson(io, result.value);
      return 0;
    }
    io.stdout(
      [
        `${alreadyImported ? 'Already imported' : 'Imported'}: source ${source.id}, ${source.title} (${source.kind})`,
        `Effective date: ${source.effectiveDate ?? 'not stated'}`,
        `Sections ${counts.sections}, rules and entries ${counts.rules}, examples ${counts.examples}, glossary ${counts.glossary}, ` +
          `references ${counts.references}, subtypes ${counts.subtypes}`,
        '',
      ].join('\n'),
    );
    return 0;
  },
});
