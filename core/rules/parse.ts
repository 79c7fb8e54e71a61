// Any rules document → RulesDocument: decode the bytes, detect the format, parse.
import { err, ok, type Problem, type Result } from '../result.ts';
import { parseArticle } from './article.ts';
import { parseComprehensiveRules } from './cr.ts';
import { parseCrystalKeep } from './crystalKeep.ts';
import { decodeText } from './decode.ts';
import { parseMarkdownRulePage } from './markdown.ts';
import type { RulesDocument } from './model.ts';
import { parseRestructuredText } from './restructuredText.ts';

export type DocumentFormat = 'comprehensive-rules' | 'markdown' | 'crystal-keep' | 'restructured-text' | 'article';

const entryLines = /^\d{3}\.\d+[a-z]?\.?\s/gm;

/** Which parser a text needs, judged from its own shape. */
export function detectFormat(text: string): DocumentFormat {
  const numbered = (text.match(entryLines) ?? []).length;
  if (/^\s*(?:•\s*)?\d{3}(?:\.\d+[a-z]?)?\.Ruling\.\d+\s+-\s/m.test(text) || /\[CompRules \d{4}\/\d{2}\/\d{2}\]/.test(text))
    return 'crystal-keep';
  if (/^\d{3}\.\d+\n[-=~^]{3,}$/m.test(text)) return 'restructured-text';
  if (/^\s*Comprehensive Rules\b|^Magic: The Gathering Comprehensive Rules/m.test(text) && numbered > 0) return 'comprehensive-rules';
  if (numbered > 0 && /^Glossary$/m.test(text)) return 'comprehensive-rules';
  if (numbered > 0 && /^#{1,6}\s/m.test(text)) return 'markdown';
  if (numbered >= 3) return 'markdown';
  return 'article';
}

/** Parent links that point outside the document become null, so every parent exists. */
function closeParents(document: RulesDocument): RulesDocument {
  const numbers = new Set(document.entries.map((e) => e.number));
  const entries = document.entries.map((e) => (e.parent !== null && !numbers.has(e.parent) ? { ...e, parent: null } : e));
  return { ...document, entries };
}

export function parseText(text: string): Result<RulesDocument, Problem> {
  const parsed = (() => {
    switch (detectFormat(text)) {
      case 'comprehensive-rules':
        return parseComprehensiveRules(text);
      case 'crystal-keep':
        return parseCrystalKeep(text);
      case 'restructured-text':
        return parseRestructuredText(text);
      case 'markdown':
        return parseMarkdownRulePage(text);
      case 'article':
        return parseArticle(text);
    }
  })();
  return parsed.ok ? ok(closeParents(parsed.value)) : parsed;
}

export function parseRulesDocument(bytes: Uint8Array): Result<RulesDocument, Problem> {
  const text = decodeText(bytes);
  return text.ok ? parseText(text.value) : err(text.error);
}
