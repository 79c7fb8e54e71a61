// A Markdown rule page (one CR rule as "# 205. Type Line" with its entries as paragraphs).
import { ok, err, type Problem, type Result } from '../result.ts';
import { rulePage, parseRuleLines } from './cr.ts';
import type { RulesDocument } from './model.ts';

const decoration = /^(?:#{1,6}\s|\*[^*].*\*$|_[^_].*_$|-{3,}$|\*{3,}$|>\s?)/;

export function parseMarkdownRulePage(text: string): Result<RulesDocument, Problem> {
  const lines = text.split('\n');
  const heading = lines.find((l) => /^#{1,6}\s/.test(l));
  const title = (heading ?? lines.find((l) => l.trim() !== '') ?? '').replace(/^#+\s*/, '').trim();
  const body = lines.filter((l) => !decoration.test(l.trim())).map((l) => l.replace(/\*\*|__/g, ''));
  const entries = parseRuleLines(body);
  if (entries.length === 0) return err({ code: 'not-rules', message: 'the Markdown page has no numbered rules' });
  return ok(rulePage(title, text, entries));
}
