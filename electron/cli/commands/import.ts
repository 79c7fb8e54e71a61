// `arbiter import <file>`: a rules document into the database; progress on stderr, then a summary.
import { basename, resolve } from 'node:path';
import type { ImportProgress } from '../../../core/contract.ts';
import { databasePath, readImportFile, withDatabase } from '../../db/cli.ts';
import { importDocument } from '../../db/service.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';

export const importCommand: CliCommand = {
  name: 'import',
  usage: 'import <file> [--db PATH] [--json]',
  summary: 'import Comprehensive Rules or another rules document (any year, any encoding)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['db'], boolean: ['json'] });
    if (positionals.length !== 1) throw new UsageError('give exactly one file to import');
    const path = resolve(io.cwd, positionals[0]!);
    const content = await readImportFile('import', path, io, 'rules');
    if (content === null) return 2;
    let lastPhase = '';
    const progress = (p: ImportProgress): void => {
      const line = `${p.phase} ${Math.round(p.fraction * 100)}%`;
      if (p.phase !== lastPhase || p.phase === 'storing') io.stderr(`importing ${basename(path)}: ${line}\n`);
      lastPhase = p.phase;
    };
    const result = withDatabase(databasePath(flags.get('db'), io), false, (db) =>
      importDocument(db, { fileName: basename(path), content }, progress),
    )!;
    if (!result.ok) {
      io.stderr(`arbiter import: ${result.error.message} [${result.error.code}]\n`);
      return 2;
    }
    const { source, counts, alreadyImported } = result.value;
    if (flags.has('json')) {
      writeJson(io, result.value);
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
};
