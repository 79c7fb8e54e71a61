// `arbiter types [kind]`: the card types, supertypes and subtype lists of CR 205.
import { cardTypesOfKind, ruleOfKind } from '../../../core/types/catalog.ts';
import { type SubtypeKind, subtypeKinds } from '../../../core/types/model.ts';
import { loadCatalog } from '../catalog.ts';
import { defineCommand, writeJson, type ExitCode } from '../io.ts';
import { parseKind } from './kindArg.ts';

export const typesCommand = defineCommand({
  usage: 'types [kind] [--json]',
  summary: 'list card types, supertypes and subtypes (CR 205); kind: creature, land, spell, …',
  positionals: { min: 0, max: 1, otherwise: 'give at most one kind' },
  async run(call, io): Promise<ExitCode> {
    const [kindGiven] = call.positionals;
    const only = kindGiven === undefined ? null : parseKind(kindGiven);
    const catalog = await loadCatalog(io);
    const shown: readonly SubtypeKind[] = only ? [only] : subtypeKinds;
    const kinds = Object.fromEntries(shown.map((kind) => [kind, catalog.subtypes[kind]]));
    if (call.json) {
      writeJson(io, {
        cardTypes: catalog.cardTypes,
        supertypes: catalog.supertypes,
        kinds,
        basicLandTypes: catalog.basicLandTypes,
        source: catalog.source,
      });
      return 0;
    }
    const lines = only
      ? []
      : [`Card types (205.2a): ${catalog.cardTypes.join(', ')}`, `Supertypes (205.4a): ${catalog.supertypes.join(', ')}`, ''];
    for (const kind of shown) {
      const names = catalog.subtypes[kind];
      lines.push(`${kind} types (${ruleOfKind[kind]}; for ${cardTypesOfKind(kind).join(', ')}), ${names.length}:`);
      lines.push(`  ${names.join(', ')}`);
      if (kind === 'land') lines.push(`  basic land types: ${catalog.basicLandTypes.join(', ')}`);
    }
    lines.push('', `Source: ${catalog.source}`);
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  },
});
