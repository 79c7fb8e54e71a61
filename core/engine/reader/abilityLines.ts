// A card's whole Oracle text given as one effect, its abilities a line each as Oracle prints them ("Enchant creature",
// then "Enchanted creature loses all abilities and is a blue Frog …"). Each paragraph is one ability (113.2): a line that
// is no continuous effect in force now — a keyword, an activated or triggered ability, "As … enters, choose …" — is
// set aside and named, and the other lines are read together.
import { abilityKindOf } from './abilityKind.ts';
import { normalizeWording } from './tokens.ts';

/** A line set aside, with what it is ("a keyword ability (702.1): …"). */
export interface SetAsideLine {
  readonly line: string;
  readonly what: string;
}

export interface LinesApart {
  /** The lines read as the effect, joined as one text. */
  readonly kept: string;
  readonly setAside: readonly SetAsideLine[];
}

/**
 * The text's lines apart, when it has several: set aside, keywords and the lines of another kind that makes no effect
 * now that do not read alone ("Enchanted creature gets +2/+0 and can't block" is kept); null for one line.
 */
export function linesApart(text: string, readsAlone: (line: string) => boolean): LinesApart | null {
  // a line that is only reminder text says nothing (its parentheses are dropped as the reader drops them)
  const lines = text.split(/\r?\n|\r/).filter((line) => normalizeWording(line) !== '');
  if (lines.length < 2) return null;
  const kept: string[] = [];
  const setAside: SetAsideLine[] = [];
  for (const line of lines) {
    const kind = abilityKindOf(line);
    const wording = normalizeWording(line);
    // a keyword is the object's own ability, even one that defines a characteristic (Changeling: 604.3), not this effect
    if (kind === null || (kind.code !== 'keyword' && readsAlone(line)))
      kept.push(/[.!"]$/.test(wording) ? wording : `${wording}.`); // each line ends a sentence, as its paragraph does
    else setAside.push({ line: line.trim(), what: kind.what });
  }
  return { kept: kept.join(' '), setAside };
}
