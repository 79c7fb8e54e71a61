// Crystal Keep rulings text: "212 - Title", "  • 212.1a - text [CompRules 2007/10/01]", "  • 212.8.Ruling.1 - text [Source]".
import { err, ok, type Problem, type Result } from '../result.ts';
import { collectReferences } from './cr.ts';
import { findLongDate } from './dates.ts';
import type { RuleEntry, RulesDocument } from './model.ts';
import { parentOf } from './numbers.ts';

const itemLine = /^\s*(?:•\s*)?(\d{3}(?:\.\d+[a-z]?)?(?:\.Ruling\.\d+)?)\s+-\s+(.*)$/;
const exampleLine = /^\s*Examples?:\s*(.*)$/;
/** The bracketed source tag at the end of each ruling, e.g. "[CompRules 2007/10/01]" or "[D'Angelo 2007/10/20]". */
const sourceTag = /\s*\[[^\]]*\d{4}\/\d{2}\/\d{2}[^\]]*\]\s*$|\s*\[[^\]]*(?:FAQ|CompRules|Release Notes)[^\]]*\]\s*$/;

function parentOfRuling(number: string): string | null {
  const ruling = /^(.*)\.Ruling\.\d+$/.exec(number);
  return ruling ? ruling[1]! : parentOf(number);
}

export function parseCrystalKeep(text: string): Result<RulesDocument, Problem> {
  const entries: { number: string; kind: RuleEntry['kind']; parent: string | null; text: string; examples: string[] }[] = [];
  let title = '';
  for (const line of text.split('\n')) {
    const item = itemLine.exec(line);
    const example = exampleLine.exec(line);
    if (item) {
      const number = item[1]!;
      const body = item[2]!.replace(sourceTag, '').trim();
      const kind: RuleEntry['kind'] = number.includes('.Ruling.') ? 'ruling' : /^\d{3}$/.test(number) ? 'rule' : 'entry';
      if (kind === 'rule' && !title) title = `${number}. ${body}`;
      entries.push({ number, kind, parent: parentOfRuling(number), text: body, examples: [] });
    } else if (example && entries.length > 0) {
      entries.at(-1)!.examples.push(example[1]!.replace(sourceTag, '').trim());
    }
  }
  if (entries.length === 0) return err({ code: 'not-rules', message: 'no Crystal Keep rulings such as "212.1a - …" were found' });
  const releaseLine = text.split('\n').find((l) => /release of the Rulings/i.test(l)) ?? text;
  return ok({
    title: title ? `Crystal Keep rulings: ${title}` : 'Crystal Keep rulings',
    kind: 'rulings',
    effectiveDate: findLongDate(releaseLine),
    entries,
    glossary: [],
    references: collectReferences(entries, []),
  });
}
