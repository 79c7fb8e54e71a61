// The kinds of ability a card's Oracle text has, as the Comprehensive Rules name them: a question naming a card is often
// decided by the kind of its ability rather than by its keywords or its name's words: "does Blood Artist trigger for
// the others dying at once" by its leaves-the-battlefield trigger (603.10a), "what is Tarmogoyf's power in my hand" by
// its characteristic-defining ability (604.3), "which of two Hardened Scales applies first" by replacement effects
// (616.1). Rules search reads a card named in a question as these terms beside its keywords
// (electron/db/searchWithRulings.ts), each only where the question speaks of what that kind of ability does: "What
// happens to Rancor?" asks about the Aura, not its trigger.
import { abilityKindOf, oracleLines, parseEffectText, type EffectPart } from '../engine/index.ts';
import type { TypeCatalog } from '../types/model.ts';
import { withoutReminderText } from './record.ts';

/** A trigger condition on leaving the battlefield ("When this creature dies", "… is put into a graveyard from the battlefield"). */
const leavesTrigger =
  /\b(?:dies|die|leaves? the battlefield|put into (?:a|your|its owner's|their owners'?) graveyards? from the battlefield)\b/i;

/** 604.3a: power and toughness set, colors set, or subtypes given without any card type or supertype. */
const definesCharacteristic = (part: EffectPart): boolean =>
  part.op === 'setPT' ||
  (part.op === 'color' && !part.addition) ||
  (part.op === 'type' && part.cardTypes.length === 0 && part.supertypes.length === 0);

/** 603.2: an ability triggers; players also say it "sees" the event. */
const triggering = /\b(?:trigger\w*|sees?|saw)\b/i;

/** The words with which a question speaks of what each kind of ability does. */
const spokenOf: Readonly<Record<string, RegExp>> = {
  'triggered ability': triggering,
  'leaves the battlefield': triggering,
  // 614.1: a replacement effect applies instead; several apply in an order (616.1)
  'replacement effect': /\b(?:instead|replac\w*|appl(?:y|ies|ied)|order|first)\b/i,
  'prevention effect': /\b(?:prevent\w*|appl(?:y|ies|ied)|order|first)\b/i,
  // 605.3: a mana ability resolves at once, without the stack
  'mana ability': /\b(?:mana|respond\w*|stack)\b/i,
  'activated ability': /\b(?:activat\w*|abilit(?:y|ies)|use)\b/i,
  // 606.3: once a turn, at sorcery speed
  'loyalty ability': /\b(?:activat\w*|abilit(?:y|ies)|use|loyalty|plus|minus|ult\w*|twice)\b/i,
  // 601.2f: cost increases and reductions make up the total cost
  'total cost': /\b(?:costs?|more|less|cheaper|tax\w*|reduc\w*|increas\w*)\b/i,
  'alternative cost': /\b(?:costs?|free|alternative|without paying|instead)\b/i,
  // 604.3: what it defines, power and toughness, colors or subtypes, in every zone
  'characteristic-defining ability': /\b(?:power|toughness|p\/t|colou?rs?|subtypes?|how big)\b/i,
};

/** The CR terms of the kind of ability one Oracle line is, none for a line of no kind read here. */
function kindTermsOf(name: string, line: string, catalog: TypeCatalog): string[] {
  const kind = abilityKindOf(line)?.code;
  if (kind === 'trigger') return ['triggered ability', ...(leavesTrigger.test(line.split(',')[0]!) ? ['leaves the battlefield'] : [])];
  if (kind === 'replacement') return ['replacement effect'];
  if (kind === 'prevention') return ['prevention effect'];
  if (kind === 'cost-change' || kind === 'casting') return ['total cost'];
  if (kind === 'alternative-cost') return ['alternative cost'];
  // 606.1: a loyalty ability's cost is a loyalty symbol ("[+1]:", "−2:", "0:"); 605.1a: an activated ability that adds
  // mana (without a target, not a loyalty ability) is a mana ability
  if (kind === 'activated')
    return [/^\[?[+−–-]?(?:\d+|X)\]?:/.test(line) ? 'loyalty ability' : /:\s*Add\b/.test(line) ? 'mana ability' : 'activated ability'];
  if (kind !== undefined) return [];
  const read = parseEffectText(line, name, catalog);
  // under a condition or for a while it defines nothing (604.3a (5)): "As long as …, this creature is 4/4"
  const cda =
    read.ok &&
    read.value.lasts === undefined &&
    read.value.duration === undefined &&
    read.value.assumed === undefined &&
    read.value.clauses.length > 0 &&
    read.value.clauses.every(
      (clause) => clause.filter.kind === 'targets' && clause.filter.self && clause.parts.every(definesCharacteristic),
    );
  return cda ? ['characteristic-defining ability'] : [];
}

/**
 * The CR terms (glossary entries) of the kinds of ability one face's Oracle text has, reminder text aside, each once,
 * and each only where `question` speaks of what it does (spokenOf): a triggered ability (603.1), and a
 * leaves-the-battlefield one where it triggers on dying or leaving (603.6c); a replacement (614.1) or prevention effect
 * (615.1); a mana ability (605.1a) or another activated ability (602.1); a change to what spells cost, as the total
 * cost (601.2f), or a cost paid in place of the mana cost (118.9); a characteristic-defining ability (604.3: the card's
 * own power, toughness, colors or subtypes, unconditionally).
 */
export function abilityTermsOf(name: string, text: string, catalog: TypeCatalog, question: string): string[] {
  const terms = new Set(oracleLines(withoutReminderText(text)).flatMap((line) => kindTermsOf(name, line, catalog)));
  return [...terms].filter((term) => spokenOf[term]!.test(question));
}

/**
 * The lines of one face's Oracle text, reminder text aside, that are none of the kinds of ability above ("Nonbasic
 * lands are Mountains.", "Copy target instant or sorcery spell."): what the CR terms a card brings are read from when
 * it has no keyword and no kind of ability the question speaks of. A line of a kind the question does not speak of
 * brings nothing: Tarmogoyf's power and toughness are no part of "can Tarmogoyf block it".
 */
export function linesOfNoKind(name: string, text: string, catalog: TypeCatalog): string[] {
  return oracleLines(withoutReminderText(text))
    .map((line) => line.trim())
    .filter((line) => kindTermsOf(name, line, catalog).length === 0);
}
