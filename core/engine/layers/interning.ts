// Equal characteristics and equal rule lists kept as one object each, so the memos keyed by identity (filter results,
// clause applications, trace texts and steps) meet them again instead of fresh copies.
import type { TypedSubtype } from '../../types/model.ts';
import type { Ability, Characteristics } from '../model.ts';

// Plain loops: these run for every clause application and every interned variant.
export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameSubtypes(a: readonly TypedSubtype[], b: readonly TypedSubtype[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.name !== b[i]!.name || a[i]!.kind !== b[i]!.kind) return false;
  return true;
}

export function sameAbilities(a: readonly Ability[], b: readonly Ability[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.text !== b[i]!.text || a[i]!.origin !== b[i]!.origin) return false;
  return true;
}

/** Abilities already known to have the same texts and origins: the same granting effects too. */
function sameVia(a: readonly Ability[], b: readonly Ability[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i]!.via !== b[i]!.via) return false;
  return true;
}

/** The characteristics a judge sees (mana value and granting effects aside) are equal. */
export function sameChars(a: Characteristics, b: Characteristics): boolean {
  if (a === b) return true;
  return (
    a.name === b.name &&
    a.controller === b.controller &&
    a.allCreatureTypes === b.allCreatureTypes &&
    a.power === b.power &&
    a.toughness === b.toughness &&
    sameStrings(a.supertypes, b.supertypes) &&
    sameStrings(a.cardTypes, b.cardTypes) &&
    sameStrings(a.colors, b.colors) &&
    sameSubtypes(a.subtypes, b.subtypes) &&
    sameAbilities(a.abilities, b.abilities)
  );
}

/** Mana value and mana cost, which the judge does not see but filters and devotion read (202.3, 700.5). */
const sameCost = (a: Characteristics, b: Characteristics) => a.manaValue === b.manaValue && a.manaCost === b.manaCost;

export class Interner {
  private readonly variants = new Map<number, Characteristics[]>();
  private readonly ruleLists = new Map<string, readonly string[]>();
  private readonly constantRuleLists = new Map<readonly string[], readonly string[]>();

  /**
   * Characteristics equal to ones this object already had are that same object, so effects that undo each other
   * (Blood Moon and Urborg in turn) meet memoised applications and filter results instead of fresh copies.
   */
  intern(id: number, chars: Characteristics): Characteristics {
    let seen = this.variants.get(id);
    if (seen === undefined) {
      seen = [];
      this.variants.set(id, seen);
    }
    for (const variant of seen)
      if (sameChars(variant, chars) && sameCost(variant, chars) && sameVia(variant.abilities, chars.abilities)) return variant;
    if (seen.length < 32) seen.push(chars);
    return chars;
  }

  /** ruleList for a shared constant list, found by its identity without a key string. */
  constantRuleList(rules: readonly string[]): readonly string[] {
    let found = this.constantRuleLists.get(rules);
    if (found === undefined) {
      found = this.ruleList(rules);
      this.constantRuleLists.set(rules, found);
    }
    return found;
  }

  /** Equal rule lists (duplicates dropped) as one array, so trace steps built from them are memoised by identity. */
  ruleList(rules: readonly string[]): readonly string[] {
    const listKey = rules.join('\u0000');
    let found = this.ruleLists.get(listKey);
    if (found === undefined) {
      found = [...new Set(rules)];
      this.ruleLists.set(listKey, found);
    }
    return found;
  }
}
