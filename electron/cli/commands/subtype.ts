// `arbiter subtype "<word>" [--kind K]`: can this word be chosen as a subtype (CR 205.3e)? exit 0 yes, 1 no.
import { lookupSubtype } from '../../../core/types/subtype.ts';
import { loadCatalog } from '../catalog.ts';
import { type CliCommand, parseArgs, UsageError, writeJson } from '../io.ts';
import { parseKind } from './kindArg.ts';

export const subtypeCommand: CliCommand = {
  name: 'subtype',
  usage: 'subtype "<word>" [--kind K] [--json]',
  summary: 'is a word a subtype (of kind K)? "Swamp" --kind creature → no, it is a land type (205.3e)',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { valued: ['kind'], boolean: ['json'] });
    if (positionals.length === 0) throw new UsageError('give the word to look up');
    const kindFlag = flags.get('kind');
    const kind = typeof kindFlag === 'string' ? parseKind(kindFlag) : null;
    const answer = lookupSubtype(positionals.join(' '), kind, await loadCatalog(io));
    if (flags.has('json')) writeJson(io, answer);
    else io.stdout(`${answer.isSubtype ? 'yes' : 'no'}: ${answer.explanation}\n`);
    return answer.isSubtype ? 0 : 1;
  },
};
