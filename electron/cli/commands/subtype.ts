// `arbiter subtype "<word>" [--kind K]`: can this word be chosen as a subtype (CR 205.3e)? exit 0 yes, 1 no.
import { lookupSubtype } from '../../../core/types/subtype.ts';
import { loadCatalog } from '../catalog.ts';
import { defineCommand, writeJson } from '../io.ts';
import { parseKind } from './kindArg.ts';

export const subtypeCommand = defineCommand({
  usage: 'subtype "<word>" [--kind K] [--json]',
  summary: 'is a word a subtype (of kind K)? "Swamp" --kind creature → no, it is a land type (205.3e)',
  positionals: { min: 1, max: Infinity, otherwise: 'give the word to look up' },
  async run(call, io) {
    const kindFlag = call.flags.get('kind');
    const kind = typeof kindFlag === 'string' ? parseKind(kindFlag) : null;
    const answer = lookupSubtype(call.positionals.join(' '), kind, await loadCatalog(io));
    if (call.json) writeJson(io, answer);
    else io.stdout(`${answer.isSubtype ? 'yes' : 'no'}: ${answer.explanation}\n`);
    return answer.isSubtype ? 0 : 1;
  },
});
