// A question asking what layer an effect applies in (CR 613) tells the effect by what it does: "losing all
// abilities", "giving a creature flying", "makes a land a creature", "becomes red". The layers' rules name the same
// effects by their kind: "ability-adding effects, ability-removing effects", "type-changing effects", "color-changing
// effects". Read so, a question's words meet the layer rule that names their effect, in any CR version's wording.
import type { EffectPart } from '../engine/model.ts';

/** Verbs of an object getting a thing, and of losing one. */
const gaining =
  /^(?:gain|gains|gained|gaining|give|gives|gave|given|giving|grant|grants|granted|granting|get|gets|got|getting|has|have|having)$/;
const losing = /^(?:lose|loses|lost|losing|remove|removes|removed|removing)$/;
/** Verbs of an object becoming another thing. */
const becoming = /^(?:become|becomes|became|becoming|make|makes|made|making|turn|turns|turned|turning)$/;
const colorWords = /^(?:white|blue|black|red|green|colorless|colou?rs?)$/;
const abilityWords = /^abilit(?:y|ies)$/;

/** A change of power and toughness ("+1/+1", "gets -2/-2"), and a value set ("becomes a 0/1"), as a question writes them. */
const powerChange = /(?<![\p{L}\p{N}/])[+\-−–]\d{1,2}\/[+\-−–]\d{1,2}(?![\p{L}\p{N}/])(?! counter)/u;
const powerValue = /(?<![\p{L}\p{N}/+\-−–])\d{1,2}\/\d{1,2}(?![\p{L}\p{N}/])/u;
/** A counter changing power and toughness ("+1/+1 counters", "a -1/-1 counter"). */
const powerCounter = /(?<![\p{L}\p{N}/])[+\-−–]\d{1,2}\/[+\-−–]\d{1,2} counters?\b/u;
/**
 * Two values of power and toughness offered as the answer ("is it a 1/1 or a 4/4", "a 1/1 now or a 4/4"): what the
 * creature ends with under two changes, told by the cards' names rather than their effects; the one setting its
 * value gives one, the one modifying it too the other.
 */
const valuesOffered = /(?<![\p{L}\p{N}/+\-−–])(\d{1,2}\/\d{1,2})(?:\s+\p{L}+)?\s+or\s+(?:an?\s+)?(\d{1,2}\/\d{1,2})(?![\p{L}\p{N}/])/u;
/** Words of the other layers' kinds, which a verb of becoming then tells rather than a type ("becomes a copy"). */
const otherKinds = /^(?:cop(?:y|ies)|control|text)$/;

/**
 * In a question asking for a layer, each word of its effect with the words the layer rules name that effect's kind
 * by: a verb of gaining or losing said with an ability (by that word or a keyword ability's name) reads as "adding"
 * or "removing", and the keyword as an "ability"; a color word as "color"; a change of power and toughness written
 * in `text`, or else counters of one ("+1/+1 counters", 613.4c), as "modify" them, a value set as "set" them (keyed
 * as written: no word of the question); a verb of becoming, with none of those nor a copy, control or text said, as
 * "type changing". Each wording is words the rule says together. `isKeyword` tells a keyword ability's name.
 */
export function layerWordings(
  words: readonly string[],
  text: string,
  isKeyword: (word: string) => boolean,
): ReadonlyMap<string, readonly string[]> {
  const read = new Map<string, string[]>();
  const add = (word: string, ...wordings: string[]): void => {
    read.set(word, [...(read.get(word) ?? []), ...wordings]);
  };
  const abilities = words.filter((w) => abilityWords.test(w) || isKeyword(w));
  for (const keyword of abilities.filter((w) => !abilityWords.test(w))) add(keyword, 'ability');
  if (abilities.length > 0) {
    for (const word of words) {
      if (gaining.test(word)) add(word, 'adding');
      if (losing.test(word)) add(word, 'removing');
    }
  }
  const colored = words.filter((w) => colorWords.test(w));
  for (const word of colored) add(word, 'color');
  const change = powerChange.exec(text)?.[0];
  const value = powerValue.exec(text)?.[0];
  if (change !== undefined) add(change, 'modify power toughness');
  // 613.4c: counters modify power and toughness as such effects do
  const counter = powerCounter.exec(text)?.[0];
  if (counter !== undefined && change === undefined) add(counter, 'modify power toughness');
  if (value !== undefined) add(value, 'set power toughness');
  const [, set, modified] = valuesOffered.exec(text) ?? [];
  if (set !== undefined && modified !== undefined && set !== modified && change === undefined) {
    if (set !== value) add(set, 'set power toughness');
    add(modified, 'modify power toughness');
  }
  const another = colored.length > 0 || change !== undefined || value !== undefined || words.some((w) => otherKinds.test(w));
  if (!another) for (const word of words.filter((w) => becoming.test(w))) add(word, 'type changing');
  return read;
}

/** An effect modifying power and toughness as a player tells it: by its change ("+3/+3"), a pump or an anthem. */
const powerModifier = /\b(?:pump(?:s|ed|ing)?|anthems?)\b/;
/**
 * An effect setting power and toughness as a player tells it: a base power or toughness, "sets" them, or a value a
 * creature "becomes", is turned "into" or "made" ("turns it into a 1/1 Frog", "made it a 0/1", "makes every creature a
 * 1/1").
 */
const powerSetting = new RegExp(
  String.raw`\bbase (?:power|toughness|p\/t)\b|\bsets? (?:its |their |the )?(?:base )?(?:power|toughness|p\/t)\b|` +
    String.raw`\b(?:becomes?|became|into|(?:made|makes?) (?:it|them|(?:my|his|her|their|every|each|all) \S+))\s+(?:an?\s+)?` +
    String.raw`\d{1,2}\/\d{1,2}(?![\p{L}\p{N}/])`,
  'u',
);
/** An effect switching power and toughness. */
const powerSwitch = /\bswitch(?:es|ed|ing)?\b[^.?!]*\b(?:power|toughness)\b/;

/**
 * Whether a question (lower case) tells two kinds of change to a creature's power and toughness (counters, an effect
 * modifying them, one setting them, one switching them) or offers two values it may end with. What the creature's
 * power and toughness then are is the order of layer 7's sublayers (613.4), as a question asking for the layer is
 * answered.
 */
export function changesPowerToughnessTwice(text: string): boolean {
  const modifies = powerChange.test(text) || powerModifier.test(text);
  const kinds = [powerCounter.test(text), modifies, powerSetting.test(text), powerSwitch.test(text)];
  return kinds.filter((told) => told).length >= 2 || valuesOffered.test(text);
}

/** A question word, then "in" before the layer ("at what point in the layer system", "where in the layers"). */
const askedIn = (before: readonly string[]): boolean => {
  const asking = before.findIndex((w) => /^(?:what|which|where)$/.test(w));
  return asking >= 0 && before.indexOf('in', asking) > asking;
};

/** Words before a query's last word "layer" that make it a layer named, not one asked for ("in the same layer"). */
const layerNamed = /^(?:same|a|an|the|one|each|this|that|in|of|own|its)$/;

/**
 * Whether a question asks what layer something applies in (613): "what layer …", "which sublayer …", "at what point
 * in the layer system …", "where in the layers …", or a search-box query naming an effect before its last word,
 * "layer" ("lose all abilities layer").
 */
export const asksForLayer = (words: readonly string[]): boolean =>
  words.some(
    (w, i) =>
      /^(?:sub)?layers?$/.test(w) &&
      (/^(?:what|which)$/.test(words[i - 1] ?? '') ||
        askedIn(words.slice(Math.max(0, i - 4), i)) ||
        (w === 'layer' && i === words.length - 1 && i > 0 && !layerNamed.test(words[i - 1]!))),
  );

/**
 * The words the layer rules name each kind of effect by (613.1, 613.4, in every CR version's wording), for each kind
 * of part the effect reader makes: a layer question naming a card is asked of its effects' kinds.
 */
export const layerKindWords: Readonly<Record<EffectPart['op'], string>> = {
  copy: 'copiable copy',
  control: 'control changing',
  text: 'text changing',
  name: 'text changing',
  type: 'type changing',
  color: 'color changing',
  abilities: 'ability adding removing',
  setPT: 'set power toughness',
  modifyPT: 'modify power toughness',
  switchPT: 'switch power toughness',
};
