// `arbiter type-line "<text>"`: reads and checks a type line; exit 0 valid, 1 not.
import { checkTypeLine } from '../../../core/types/typeLine.ts';
import { loadCatalog } from '../catalog.ts';
import { defineCommand, writeJson } from '../io.ts';

export const typeLineCommand = defineCommand({
  usage: 'type-line "<text>" [--json]',
  summary: 'check a type line ("Legendary Artifact Creature — Human Wizard") against CR 205',
  positionals: { min: 1, max: Infinity, otherwise: 'give the type line to check, in quotes' },
  async run(call, io) {
    const report = checkTypeLine(call.positionals.join(' '), await loadCatalog(io));
    if (call.json) {
      writeJson(io, report);
    } else {
      const lines = [`${report.canonical ?? report.input}: ${report.valid ? 'valid' : 'not valid'}`];
      for (const [index, face] of (report.faces ?? [report]).entries()) {
        const indent = report.faces === undefined ? '  ' : '    ';
        if (report.faces !== undefined) lines.push(`  face ${index + 1}: ${face.canonical ?? face.input}`);
        if (face.supertypes.length > 0) lines.push(`${indent}supertypes: ${face.supertypes.join(', ')}`);
        if (face.cardTypes.length > 0) lines.push(`${indent}card types: ${face.cardTypes.join(', ')}`);
        if (face.subtypes.length > 0) lines.push(`${indent}subtypes: ${face.subtypes.map((s) => `${s.name} (${s.kind} type)`).join(', ')}`);
      }
      for (const p of report.problems) {
        const nearest = p.suggestions.length > 0 ? ` — did you mean ${p.suggestions.join(', ')}?` : '';
        lines.push(`  problem (${p.rule}): ${p.message}${nearest}`);
      }
      io.stdout(`${lines.join('\n')}\n`);
    }
    return report.valid ? 0 : 1;
  },
});
