// reStructuredText CR chapter: "300.1" over "-----" headings, "a." subrules, admonition examples,
// and :ref: fragments left inside words by a broken conversion ("the:ref:ore" is "therefore").
import { err, ok, type Problem, type Result } from '../result.ts';
import { rulePage, type MutableEntry } from './cr.ts';
import type { RulesDocument } from './model.ts';
import { parentOf, subruleLetters } from './numbers.ts';

/** ":ref:`text <target>`" → text; a bare ":ref:" inside a word stands for the letters "ref". */
export function repairRefFragments(line: string): string {
  return line.replace(/:ref:`([^`<]*?)\s*(?:<[^>]*>)?`/g, (_, label: string) => label).replace(/:ref:/g, 'ref');
}

const underline = /^([=*\-~^"#+])\1{2,}$/;

export function parseRestructuredText(text: string): Result<RulesDocument, Problem> {
  const lines = text.split('\n').map(repairRefFragments);
  const entries: MutableEntry[] = [];
  const byNumber = new Map<string, MutableEntry>();
  let chapterTitle: string | null = null;
  let ruleTitle: string | null = null;
  let current: MutableEntry | undefined;
  let subrule: MutableEntry | undefined;
  let inExample = false;
  const add = (entry: MutableEntry): MutableEntry => {
    const existing = byNumber.get(entry.number);
    if (existing) return existing;
    byNumber.set(entry.number, entry);
    entries.push(entry);
    return entry;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    const next = lines[i + 1]?.trim() ?? '';
    if (trimmed === '') continue;
    if (underline.test(trimmed) || trimmed.startsWith(':') || /^\.\.\s+_[^:]*:$/.test(trimmed)) continue;
    if (/^\.\.\s+admonition::/i.test(trimmed) || /^\.\.\s+(?:note|example)::/i.test(trimmed)) {
      inExample = true;
      continue;
    }
    if (underline.test(next)) {
      inExample = false;
      subrule = undefined;
      const number = /^(\d{3}\.\d+)$/.exec(trimmed);
      if (number) {
        const n = number[1]!;
        const rule = n.split('.')[0]!;
        const section = rule[0]!;
        if (chapterTitle !== null) add({ number: section, kind: 'section', parent: null, text: chapterTitle, examples: [] });
        if (ruleTitle !== null)
          add({ number: rule, kind: 'rule', parent: byNumber.has(section) ? section : null, text: ruleTitle, examples: [] });
        chapterTitle = null;
        ruleTitle = null;
        current = add({ number: n, kind: 'entry', parent: byNumber.has(rule) ? rule : null, text: '', examples: [] });
      } else if (next[0] === '*' || (lines[i - 1]?.trim() ?? '').match(underline)) chapterTitle = trimmed;
      else ruleTitle = trimmed;
      i++;
      continue;
    }
    if (!current) continue;
    const indented = /^\s+/.test(line);
    const letter = /^([a-z])\.\s+(.*)$/.exec(trimmed);
    if (indented && inExample) {
      const owner = subrule ?? current;
      owner.examples.push(trimmed);
    } else if (indented && letter && subruleLetters.includes(letter[1]!)) {
      inExample = false;
      const n = `${current.number}${letter[1]}`;
      subrule = add({ number: n, kind: 'entry', parent: parentOf(n), text: letter[2]!, examples: [] });
    } else {
      inExample = false;
      const owner = indented && subrule ? subrule : current;
      owner.text = owner.text ? `${owner.text}\n${trimmed}` : trimmed;
    }
  }
  if (entries.length === 0) return err({ code: 'not-rules', message: 'no "300.1" / "-----" rule headings were found' });
  const title = entries.find((e) => e.kind === 'section')?.text ?? entries[0]!.number;
  return ok(rulePage(title, text, entries));
}
