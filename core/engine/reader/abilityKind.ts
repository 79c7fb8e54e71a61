// What kind of ability a line of Oracle text is when it makes no continuous effect the layers apply: a keyword, an
// activated or triggered ability, a replacement effect, a cost change… Named so that the judge reading a refusal learns
// where the line works instead of only that it was not read. Shared by the effect reader and the card-filled scenario.
import type { Problem } from '../../result.ts';
import { embeddedCatalog } from '../../types/catalog.ts';
import { textKey } from '../../text/index.ts';

export interface AbilityKind {
  /** Stable, one per kind: "keyword", "activated", "replacement", "cost-change" … */
  readonly code: string;
  /** The kind with its rule and where it works: "a keyword ability (702.1): …". */
  readonly what: string;
  /** What the judge can do instead, when more than applying it as the rules say. */
  readonly suggestion?: string;
}

/** A class level bar "[Cost]: Level N" (716.2a). */
export const classLevelBar = /^(?:\{[^}]+\})+: Level (\d+)$/;

/** A named mode (700.2): "• Khans — …", "• Solar Beam — …"; the name is the choice that selects it. */
const namedMode = /^•\s*([^—•]+?)\s+—\s+/;

/** The name of the mode a line is, when it is a named one ("Khans" of "• Khans — …"), and its words after the name. */
export function namedModeOf(line: string): { readonly name: string; readonly rest: string } | null {
  const found = namedMode.exec(line.trim());
  return found === null ? null : { name: found[1]!, rest: line.trim().slice(found[0].length) };
}

/**
 * The kind a line's shape alone says, before any of its words are read: a chapter, a mode, a designation, a class level
 * bar, an activated ability; else null.
 */
function kindByShape(line: string): AbilityKind | null {
  // 714.2b: a chapter symbol ("II, III — …") is a triggered ability, when lore counters are put on the Saga
  if (/^[IVX]+(?:, [IVX]+)* — /.test(line))
    return kind('chapter', 'a chapter ability (714.2b): it triggers as lore counters are put on the Saga', afterResolving);
  // 700.2: a bulleted option of a "Choose one —" spell or ability, named or not ("• Mardu — …"); a spree mode with its
  // plus sign and cost (702.172b: "+ {1} — …"); a mode worth pawprints (700.2i: "{P}{P} — …")
  if (/^(?:•|\+ ?(?:\{[^}]+\})+ —|(?:\{P\})+ —)\s/.test(line))
    return kind(
      'mode',
      'a mode (700.2): chosen as the spell or ability above it is cast or put on the stack, followed as it resolves',
      'enter the chosen mode without its bullet (or plus sign and cost, or pawprints), or the continuous effect it leaves',
    );
  const rules = rulesText(line);
  // 722.3a: "enters prepared" gives a designation, which is no characteristic
  if (/\benters? prepared\b/i.test(rules))
    return kind('designation', 'a designation it enters with (722.3a): prepared is no characteristic');
  if (classLevelBar.test(rules))
    return kind(
      'class-level',
      "a class level bar (716.2a): activated, it raises the Class's level",
      'give the Class\'s "level" on the board',
    );
  if (/^[^"]*:\s/.test(rules))
    return kind('activated', 'an activated ability (602.1): it has an effect only when activated', afterResolving);
  return null;
}

/** The kind of a line that is no continuous effect, or null when its wording names none. */
export function abilityKindOf(line: string): AbilityKind | null {
  const byShape = kindByShape(line);
  if (byShape !== null) return byShape;
  const rules = rulesText(line);
  if (/^(when|whenever|at)\b/i.test(rules)) return kind('trigger', 'a triggered ability (603.1)', afterResolving);
  if (isKeywordLine(rules))
    return kind(
      'keyword',
      "a keyword ability (702.1): it stays among the object's abilities and is not read as an effect",
      'list it among the object\'s abilities; a grant is read ("Creatures you control have flying.")',
    );
  // 103.6: "If this card is in your opening hand, you may begin the game with it on the battlefield"
  if (/^if this card is in your opening hand\b/i.test(rules))
    return kind('opening-hand', 'an opening-hand action (103.6): taken as the game begins, before the first turn');
  if (/\btriggers? (?:an additional time|twice|\w+ additional times)\b/i.test(rules))
    return kind('extra-trigger', 'a static ability that makes abilities trigger additional times (603.2d): not a characteristic');
  if (replacementWordings.some((wording) => wording.test(rules)))
    return kind('replacement', 'a replacement effect (614.1): it changes an event as it happens, not a characteristic');
  // 615.1a: "If damage would be dealt to this creature, prevent that damage", "Prevent all combat damage that would be
  // dealt to …" (with "instead" it is a replacement, 614.1a)
  if (/\bwould\b[^.]*\bprevent\b|^prevent all\b[^.]*\bwould be dealt\b/i.test(rules))
    return kind('prevention', 'a prevention effect (615.1a): it stops damage from being dealt as it would be, not a characteristic');
  if (castingWordings.some((wording) => wording.test(rules)))
    return kind('casting', 'a static ability of how the spell is cast (113.6d, 601.2f): it works as the spell is cast, not on the board');
  if (/\b(?:this spell|it) can't be (?:countered|copied)\b/i.test(rules))
    return kind('on-stack', 'a static ability that works on the stack (113.6g)');
  if (costChange.test(rules))
    return kind(
      'cost-change',
      'a static ability that changes what spells or abilities cost (601.2f, 602.2b): it applies as each is cast or activated',
    );
  if (alternativeCost.some((wording) => wording.test(rules)))
    return kind(
      'alternative-cost',
      'a static ability that gives spells an alternative cost (118.9): it applies as each is cast, in place of its mana cost',
    );
  if (permission.test(rules))
    return kind(
      'permission',
      'a static ability that lets a player play or cast (601.3, 305.2): it changes what a player may do, not a characteristic',
    );
  if (mayDo.test(rules))
    return kind(
      'permission',
      "a static ability that lets a player do what the rules otherwise don't (101.1): it changes what a player may do, " +
        'not a characteristic',
    );
  // 613.1: what a player or object can, can't, must or doesn't do is no characteristic, whatever the sentence names
  const modal = ruleOfPlay.exec(rules);
  if ((modal !== null && !changesCharacteristic.test(mainClause(modal[0]))) || playWordings.some((wording) => wording.test(rules)))
    return kind('no-characteristic', 'a rule of play: it changes no characteristic, so nothing to apply in the layers (613.1)');
  return null;
}

/**
 * "Activated abilities of artifacts can't be activated", "Combat damage can't be prevented": the sentence's own verb is a
 * modal, not one inside a relative clause ("that can't block"); the match runs from the line's start to it. A player's
 * maximum hand size (402.2) is a rule of play too.
 */
const ruleOfPlay = /^[^.]*?(?<!\b(?:that|which|who)) (?:can't|cannot|can|don't|doesn't|must) /i;
/** A verb before it that changes a characteristic: "this creature gets +1/+0 and can't be blocked" is read for the +1/+0. */
const changesCharacteristic = /\b(?:gets?|gains?|loses?|becomes?|has|have|isn't|aren't|is|are)\b/i;
/**
 * The words before the modal that are the sentence's own: not a condition before a comma ("As long as this Equipment is
 * attached to a creature, your opponents can't …") nor a relative clause ("Each player who has cast …").
 */
const mainClause = (beforeModal: string): string =>
  beforeModal.replace(/^(?:as long as|if|during|while)\b[^,]*, /i, '').replace(/\b(?:that|which|who) (?:has|have|is|are)\b/gi, '');

/**
 * Rules of play in other words: a player's maximum hand size (402.2), a requirement to attack or block (508.1d, 509.1c),
 * combat damage assigned by another number (510.1a), untapping during another player's untap step (502.3), a player's
 * own hexproof, shroud or protection (players have no characteristics the layers change), "Play with … revealed",
 * crewing and saddling as though (702.122b, 702.171a), counters kept as an object changes zones (122.2).
 */
const playWordings: readonly RegExp[] = [
  /\b(?:no maximum hand size|maximum hand size is)\b/i,
  /\b(?:attacks?|blocks?) each (?:combat|turn) if able\b/i,
  /\bassigns? (?:no )?combat damage\b/i,
  /\bduring each other player's untap step\b/i,
  /^(?:you|each player|each opponent|your opponents|players) (?:has|have) (?:hexproof|shroud|protection)\b/i,
  /^play with\b/i,
  /\b(?:crews?|saddles?) (?:vehicles|mounts)\b/i,
  /^counters remain on\b/i,
];

/** Refusals that say only which words fit no form: a line of a known kind is better named by its kind. */
const misreadings: ReadonlySet<string> = new Set([
  'no-form',
  'filter-word',
  'type-word',
  'ability',
  'pt',
  'modify-pt',
  'condition',
  'instead',
  'one-shot',
  'no-characteristic',
]);

/** The reader's refusal of a keyword, activated ability, replacement effect, cost change … named by its kind; else null. */
export function namedByKind(text: string, refused: Problem): Problem | null {
  const line = text.trim();
  const known = misreadings.has(refused.code) ? abilityKindOf(line) : null;
  // the reader's own "changes no characteristic" marks the very sentences that do not
  if (known === null || known.code === refused.code) return null;
  const suggestion = known.suggestion ?? 'apply it as the rules say; the simulator shows characteristics only';
  return { code: known.code, message: `Not understood: "⟦${line}⟧" — is ${known.what}. You can: ${suggestion}.`, at: line };
}

/**
 * An activated ability (602.1), a chapter ability (714.2b) or a mode (700.2) named as such whatever its words: none is
 * in force by itself. Read as a sentence, a cost in words ("Tap four untapped tokens you control: …") or the numerals
 * or name before a dash would otherwise be passed over, leaving an effect that applies.
 */
export function neverInForce(text: string): Problem | null {
  const line = text.trim();
  const known = kindByShape(line);
  if (known === null || !['activated', 'chapter', 'mode'].includes(known.code)) return null;
  return { code: known.code, message: `Not understood: "⟦${line}⟧" — is ${known.what}. You can: ${known.suggestion}.`, at: line };
}

const afterResolving = 'enter the continuous effect it creates once it has resolved';

const kind = (code: string, what: string, suggestion?: string): AbilityKind => ({ code, what, ...(suggestion ? { suggestion } : {}) });

/**
 * The words that say what the ability does: reminder text (207.2a), a station symbol (721.2a) and an ability or flavor
 * word before a dash (207.2c, 207.2d) say nothing of its kind.
 */
const rulesText = (line: string): string =>
  line
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/^\d+\+ \| /, '')
    .replace(/^[^—:"]+ — /, '');

/** Keyword abilities by name, longest first so "first strike" is found before a shorter name. */
const keywordNames: readonly string[] = [...(embeddedCatalog.keywordAbilities ?? [])].map(textKey).sort((a, b) => b.length - a.length);

/**
 * A keyword named with a type before it: "[type]walk" (702.14a: "swampwalk", "nonbasic landwalk") and "[type]cycling
 * [cost]" (702.29e: "plainscycling {2}", "basic landcycling {1}{R}").
 */
const typedKeyword = (part: string, suffix: string): boolean => new RegExp(`^(?:[a-z]+ )?[a-z]+${suffix}(?:$|\\s*[—{\\d])`).test(part);

/** True when a line is keyword abilities alone: "Flying, vigilance", "Ward {2}", "Convoke (Your creatures …)" (702.1). */
export function isKeywordLine(rules: string): boolean {
  // "Mobilize X, where X is …": the text defines the keyword's X (107.3c)
  const whole = textKey(rules.replace(/\([^()]*\)/g, '')).replace(/^([^,]*\bx), where x is [^.]+\.$/, '$1');
  // "Partner with [name]" (702.124j) and "Enchant [object or player]" (702.5a), whose name or list may have commas
  if (/^(?:partner with|enchant) [^.]+$/.test(whole)) return true;
  // A cost in words after a long dash runs to the line's end, commas and all ("Ward—{2}, Pay 2 life.").
  const dash = whole.search(/\S—\S/);
  const line = dash === -1 ? whole : whole.slice(0, dash + 2);
  // A keyword line is no sentence, unless its last keyword takes a cost in words ("Ward—Pay 3 life.").
  const sentence = line.endsWith('.');
  const parts = line
    .replace(/\.$/, '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // A keyword is the whole part or is followed by its cost or quality: "ward {2}", "ward—pay 3 life", "protection from red".
  const isKeyword = (part: string, name: string): boolean => {
    if (part === name) return true;
    if ((name === 'landwalk' || name === 'cycling') && typedKeyword(part, name.replace(/^land/, ''))) return true;
    const rest = part.slice(name.length);
    return part.startsWith(name) && (/^\s*[—{\d]/.test(rest) || (!sentence && rest.startsWith(' ')));
  };
  return parts.length > 0 && parts.every((part) => keywordNames.some((name) => isKeyword(part, name)));
}

/** What a spell costs or how it may be cast: additional costs, cost changes of its own, alternative costs (113.6d). */
const castingWordings: readonly RegExp[] = [
  /^as an additional cost to cast this spell\b/i,
  /^this spell costs\b/i,
  /\brather than pay this spell's mana cost\b/i,
  /^spend only mana produced by\b[^.]*\bto cast this spell\b/i,
];

/**
 * Other spells' or abilities' costs changed: "Enchantment spells you cast cost {1} less to cast", "Unlock costs you pay
 * cost {1} less", "Spells your opponents cast that target this creature cost an additional 3 life to cast" (601.2f, 602.2b).
 */
const costChange = /\bcosts? (?:(?:\{[^}]+\})+(?: \(or \{[^}]+\}\))? (?:less|more)\b|an additional\b[^.]*\bto (?:cast|activate)\b)/i;

/** When a permission holds, said before it: "Once during each of your turns, …", "During your turn, …". */
const turnLead = '(?:(?:once (?:during each of your turns|each turn)|during (?:your turn|each of your turns)), )?';

/**
 * What a player may play or cast beyond the usual: "You may play an additional land …", "During your turn, you may cast …
 * from your graveyard", "Each player may play an additional land on each of their turns".
 */
const permission = new RegExp(`^${turnLead}(?:you|each player) may (?:play|cast)\\b`, 'i');

/**
 * The other things a static ability lets a player do (101.1): "You may look at the top card of your library any time",
 * "… activate abilities … as though …", "… choose not to untap …", "… spend mana as though …", "… plot …", "… exert …" —
 * not an instruction such as "You may discard a card. If you do, draw two cards.", which is followed once.
 */
const mayDo = new RegExp(`^${turnLead}you may (?:look at|activate|choose not to untap|spend mana|plot|exert)\\b`, 'i');

/** Other spells' alternative costs (118.9): "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast". */
const alternativeCost: readonly RegExp[] = [
  /\brather than pay the mana cost for\b/i,
  /\bmay be cast without paying (?:its|their) mana costs?\b/i,
];

/**
 * Replacement effects' wordings: "would … instead" (614.1a), "skip" (614.1b), "enters tapped|with|as" and "As … enters"
 * (614.1c, 614.1d), "As … is turned face up" (614.1e), "escapes with" (702.138c), doubled damage (701.10g).
 */
const replacementWordings: readonly RegExp[] = [
  /\bwould\b[^.]*\binstead\b/i,
  /\bskips?\b/i,
  /^as\b[^,.]*\benters?\b/i,
  /^as\b[^,.]*\bis turned face up\b/i, // 614.1e
  /\bescapes with\b/i, // 702.138c: "If this permanent escaped, it enters with …"
  /\benters?\b(?: the battlefield)? (?:tapped|with|as)\b/i,
  /\bdouble\b[^.]*\bdamage\b[^.]*\bwould\b/i,
];
