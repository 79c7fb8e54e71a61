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
      // the subject's head, its last word, and half its words at least ("storm copies": a copy of a spell)
      const before = new Set(words.slice(0, at).map(stem));
      const said = subject.filter((s) => before.has(s)).length;
      if (before.has(subject.at(-1)!) && said * 2 >= subject.length) return true;
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

/** Question verbs a question about what a thing is ends with: "what does gift mean", "how does ward work". */
const meaningVerbs = /^(?:mean|means|do|does|work|works)$/;

/**
 * The nouns naming what kind of thing a term is, said beside it ("the gift mechanic", "the ward keyword"): they name
 * nothing else asked.
 */
const kindNouns = /^(?:mechanics?|keywords?|abilit(?:y|ies)|actions?)$/;

/**
 * Where a question asking what a thing is or does says that thing, or -1: "what does gift mean", "what does exploit
 * do", "how does ward work", "what is scry", "what does it mean to mill". The question must open so; `meaningAsked`
 * is then the term said there if `onlyKindOrObjectAdded` holds of the words after it.
 */
export function meaningCue(all: readonly string[]): number {
  const [first, second, third] = all;
  const last = all.at(-1) ?? '';
  if (first === 'what' && /^(?:does|do)$/.test(second ?? '') && third === 'it' && all[3] === 'mean' && all[4] === 'to') return 5;
  if (first === 'what' && /^(?:is|are)$/.test(second ?? '')) return 2;
  if (first === "what's") return 1;
  if (first === 'what' && /^(?:does|do)$/.test(second ?? '') && meaningVerbs.test(last)) return 2;
  // "how does ward work" reaches here as "how does ward" (parseQuery leaves the verb out)
  if (first === 'how' && /^(?:does|do)$/.test(second ?? '')) return 2;
  return -1;
}

/**
 * Whether the words after a term said at a meaning cue add to it only what kind of thing it is ("the gift mechanic",
 * "the ward keyword") or, after "what does it mean to", an action's object ("mill a card", "scry 2": one word, right
 * after the term or its article), stop words aside. The term alone ("what is the commander tax") is left to be read as
 * the term said alone is.
 */
export function onlyKindOrObjectAdded(all: readonly string[], cue: number, to: number, stopWords: ReadonlySet<string>): boolean {
  const after = all.slice(to);
  const content = after.filter((w) => !stopWords.has(w) && !kindNouns.test(w) && !meaningVerbs.test(w));
  const objectAt = articles.has(after[0] ?? '') ? 1 : 0;
  const anObject = all[cue - 1] === 'to' && content.length === 1 && after[objectAt] === content[0] && after.length <= objectAt + 2;
  return (content.length === 0 && after.some((w) => kindNouns.test(w))) || anObject;
}
