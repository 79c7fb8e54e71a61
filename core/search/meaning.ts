// A question asking whether one thing counts as another ("does a copy of a spell count as cast", "does a token count
// as a card") is answered by the rule saying so of that thing ("… a copy of a spell isn’t cast", "Tokens aren’t
// considered cards"), where there is one; else by what the term means.
import { stem } from '../text/index.ts';
import { auxiliaries } from './asks.ts';
import { includesSequence } from './rank.ts';
import { articles, termForm, wordParts, type Term, type TermMatch } from './terms.ts';

/** The words with which a sentence says what its subject is or isn't: "is", "aren’t", "considered", "counts as". */
const verdicts = /^(?:is|isn't|are|aren't|not|considered|counts?|counted|treated|as)$/;

/**
 * The stems of the content words between the question's verb and "count(s) as": the thing it asks about ("does a
 * copy of a spell count as cast": copy, spell; "rulings on does a token count as a card": token).
 */
export function meaningSubject(words: readonly string[], cue: number, stopWords: ReadonlySet<string>): string[] {
  if (cue < 0) return [];
  const asking = words.slice(0, cue).findLastIndex((w) => auxiliaries.has(w));
  return words
    .slice(asking + 1, cue)
    .filter((w) => !stopWords.has(w))
    .map(stem);
}

/**
 * A sentence of the text saying of the subject whether it is the term: the subject's words, then a verdict word, then
 * the term's words after verdict words and articles only ("a copy of a spell isn’t cast"; not "… is cast from exile
 * whenever a copy is made").
 */
export function saysWhetherSubjectIs(text: string, subject: readonly string[], termWords: readonly string[]): boolean {
  if (subject.length === 0 || termWords.length === 0) return false;
  for (const sentence of text.split(/(?<=[.!?][”"]?)\s+/)) {
    const words = wordParts(sentence);
    const forms = words.map(termForm);
    for (let at = 1; at < forms.length; at++) {
      if (!verdicts.test(forms[at]!)) continue;
      let next = at;
      while (next < forms.length && (verdicts.test(forms[next]!) || articles.has(forms[next]!))) next++;
      if (!includesSequence(forms.slice(next, next + termWords.length), termWords)) continue;
      const before = new Set(words.slice(0, at).map(stem));
      if (subject.every((s) => before.has(s))) return true;
    }
  }
  return false;
}

/**
 * The keyword ability a "what does … <verb>" question asks about ("what does hexproof prevent", "what does defender
 * stop"): its verb asks what the keyword does, as "what does hexproof do" does, and names no term of its own (Prevent).
 */
export function keywordAskedBy(all: readonly string[], found: readonly TermMatch[], stopWords: ReadonlySet<string>): Term | undefined {
  const verbAt = all.length - 1;
  if (all[0] !== 'what' || !/^(?:does|do|did)$/.test(all[1] ?? '') || verbAt < 3 || stopWords.has(all[verbAt]!)) return undefined;
  const subject = found.filter((m) => m.to <= verbAt);
  return subject.length === 1 && subject[0]!.from >= 2 && subject[0]!.term.genus === 'ability' ? subject[0]!.term : undefined;
}
