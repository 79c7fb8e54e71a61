// The sentence grammar: a table of Oracle templates, each a sequence of words and slots, matched over tokens. A slot
// reads the words up to the next literal of its template (the first place they match), the last slot reads the rest.
// The help text (understoodForms) is rendered from this table, so what the reader says it knows is what it reads.
import { loseVerbs, rulesEffectVerbs, verbs } from './predicates.ts';
import type { Span, Token } from './tokens.ts';

/** Literal words: alternatives separated by "|", each alternative one or more words ("gain control of|gains control of"). */
export type Element =
  | {
      readonly kind: 'words';
      readonly alternatives: readonly (readonly string[])[];
      /** Words it never follows: a verb after "that" belongs to a relative clause ("creatures that are Zombies"). */
      readonly notAfter?: ReadonlySet<string>;
      /** How help names it instead of listing every alternative ("<verb>"). */
      readonly label?: string;
    }
  | { readonly kind: 'slot'; readonly name: SlotName }
  | { readonly kind: 'optional'; readonly elements: readonly Element[] };

export type SlotName = 'subject' | 'predicates' | 'copy' | 'filter' | 'text-words' | 'new-word-kind' | 'words' | 'count' | 'token';

export type TemplateId =
  | 'switch'
  | 'switch-of'
  | 'text-change'
  | 'text-forbidden'
  | 'control'
  | 'you-control'
  | 'player-gains-control'
  | 'exchange-control'
  | 'keyword-cda'
  | 'still'
  | 'same-is-true'
  | 'token-copy'
  | 'enters-as-copy'
  | 'emblem'
  | 'pt-equal-to-count'
  | 'power-toughness-plus'
  | 'power-equal-to-count'
  | 'predicates';

export interface Template {
  readonly id: TemplateId;
  readonly elements: readonly Element[];
  /** An example of real wording it reads. */
  readonly example: string;
}

const words = (spec: string): Element => ({
  kind: 'words',
  alternatives: spec.split('|').map((alternative) => alternative.split(' ')),
});
const verb = (spec: string): Element => ({ ...words(spec), notAfter: new Set(['that', 'which', 'who']), label: '<verb>' }) as Element;
const slot = (name: SlotName): Element => ({ kind: 'slot', name });
const optional = (...elements: Element[]): Element => ({ kind: 'optional', elements });

/** The verbs the predicates reader knows, one list for the template and the help text. */
export const verbWords = [...verbs, ...loseVerbs, ...rulesEffectVerbs].join('|');

/** The sentence templates, tried in order; the first that matches reads the sentence. */
export const templates: readonly Template[] = [
  {
    id: 'switch',
    elements: [words('switch'), slot('subject'), words('power and toughness')],
    example: "Switch target creature's power and toughness until end of turn.",
  },
  {
    id: 'switch-of',
    elements: [words('switch the power and toughness of'), slot('subject')],
    example: 'Switch the power and toughness of each of any number of target creatures until end of turn.',
  },
  {
    id: 'text-change',
    elements: [words('change the text of'), slot('subject'), words('by replacing all instances of'), slot('text-words')],
    example: 'Change the text of target permanent by replacing all instances of one color word with another.',
  },
  {
    id: 'text-forbidden',
    elements: [words('the new'), slot('new-word-kind'), words("can't be|cannot be"), slot('words')],
    example: "The new creature type can't be Wall.",
  },
  {
    id: 'control',
    elements: [optional(words('you')), words('gain control of|gains control of'), slot('subject')],
    example: 'Gain control of target creature until end of turn.',
  },
  {
    // another player gains control (Harmless Offering, Donate): the opponent, or the player the judge names (613.1b)
    id: 'player-gains-control',
    elements: [slot('words'), words('gains control of'), slot('subject')],
    example: 'Target opponent gains control of target permanent you control.',
  },
  {
    // the Aura template of control change (Control Magic, Confiscate): the effect's controller controls the object (613.1b)
    id: 'you-control',
    elements: [words('you control'), slot('subject')],
    example: 'You control enchanted creature.',
  },
  {
    id: 'exchange-control',
    elements: [words('exchange control of'), slot('subject')],
    example: 'Exchange control of target artifact or creature you control and target artifact or creature an opponent controls.',
  },
  { id: 'still', elements: [words("it's|it is|they're|they are"), words('still'), slot('words')], example: "It's still a land." },
  {
    id: 'same-is-true',
    elements: [words('the same is true for'), slot('filter')],
    example: 'The same is true for creature spells you control.',
  },
  {
    id: 'token-copy',
    elements: [words('create'), slot('token'), words("that's|that is|that are"), slot('copy')],
    example: "Create a token that's a copy of target creature, except it isn't legendary.",
  },
  {
    id: 'enters-as-copy',
    elements: [
      optional(words('you may have')),
      slot('subject'),
      words('enter|enters'),
      optional(words('the battlefield')),
      optional(words('tapped')),
      words('as'),
      slot('copy'),
    ],
    example: 'You may have this land enter tapped as a copy of any land on the battlefield.',
  },
  {
    id: 'emblem',
    elements: [words('you get an emblem with'), slot('words')],
    example: 'You get an emblem with "Creatures you control get +1/+1."',
  },
  {
    id: 'pt-equal-to-count',
    elements: [
      slot('subject'),
      words('power and toughness'),
      words('are each equal to the number of|are each equal to the total number of|are each equal to'),
      slot('count'),
    ],
    example: "This creature's power and toughness are each equal to the number of creatures you control.",
  },
  {
    // a characteristic-defining keyword given alone as an effect's text: its object's own CDA (604.3)
    id: 'keyword-cda',
    elements: [words('changeling|devoid')],
    example: 'Changeling',
  },
  {
    // Tarmogoyf, Lhurgoyf: a P/T-defining ability whose toughness is the count plus a number (604.3, 613.4a)
    id: 'power-toughness-plus',
    elements: [
      slot('subject'),
      words('power is equal to the number of'),
      slot('count'),
      words('and its toughness is equal to that number plus'),
      slot('words'),
    ],
    example:
      "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
  },
  {
    // a power-defining ability alone (604.3, 613.4a): the toughness is the printed one
    id: 'power-equal-to-count',
    // a value the board does not count ("the greatest mana value among …") is the judge's to give
    elements: [
      slot('subject'),
      words('power is equal to the number of|power is equal to the total number of|power is equal to'),
      slot('count'),
    ],
    example: "This Vehicle's power is equal to the number of lands you control.",
  },
  {
    id: 'predicates',
    elements: [slot('subject'), verb(verbWords), slot('predicates')],
    example: 'Creatures you control get +1/+1 and have vigilance until end of turn.',
  },
];

export type Captures = Partial<Record<SlotName, Span>>;

export interface Match {
  readonly captures: Captures;
  /** The first token of each literal the match used (its verb: "gets"). */
  readonly literals: readonly Token[];
}

/** How far a template got on a sentence before it failed: the nearest template is the one that got furthest. */
export interface Attempt {
  readonly template: Template;
  readonly reached: number;
}

/** How many tokens the literal takes at `at` (a phrase token such as "power and toughness" holds several words), or 0. */
function literalAt(tokens: Span, at: number, alternatives: readonly (readonly string[])[]): number {
  for (const alternative of alternatives) {
    let word = 0;
    let token = at;
    while (word < alternative.length && tokens[token] !== undefined) {
      const words = tokens[token]!.key.split(' ');
      if (!words.every((part, i) => alternative[word + i] === part)) break;
      word += words.length;
      token += 1;
    }
    if (word === alternative.length) return token - at;
  }
  return 0;
}

/** Matches elements from `at`; null when they cannot match. `best` records the furthest token reached. */
function matchFrom(
  elements: readonly Element[],
  tokens: Span,
  at: number,
  captures: Captures,
  literals: Token[],
  best: { reached: number },
): boolean {
  if (elements.length === 0) return at === tokens.length;
  const [first, ...rest] = elements as [Element, ...Element[]];
  if (first.kind === 'words') {
    const length = first.notAfter?.has(tokens[at - 1]?.key ?? '') === true ? 0 : literalAt(tokens, at, first.alternatives);
    if (length === 0) return false;
    best.reached = Math.max(best.reached, at + length); // how far its words matched: the nearest template got furthest
    literals.push(tokens[at]!);
    if (matchFrom(rest, tokens, at + length, captures, literals, best)) return true;
    literals.pop();
    return false;
  }
  if (first.kind === 'optional') {
    if (matchFrom([...first.elements, ...rest], tokens, at, captures, literals, best)) return true;
    return matchFrom(rest, tokens, at, captures, literals, best);
  }
  // a slot takes at least one token: all the rest when last, else up to a place where the rest matches
  if (rest.length === 0) {
    if (at >= tokens.length) return false;
    captures[first.name] = tokens.slice(at);
    return true;
  }
  for (let end = at + 1; end < tokens.length; end++) {
    captures[first.name] = tokens.slice(at, end);
    if (matchFrom(rest, tokens, end, captures, literals, best)) return true;
  }
  delete captures[first.name];
  return false;
}

/** The first template matching the sentence, or every template's attempt (for naming the nearest one). */
export function matchSentence(tokens: Span): { template: Template; match: Match } | { attempts: Attempt[] } {
  const attempts: Attempt[] = [];
  for (const template of templates) {
    const captures: Captures = {};
    const literals: Token[] = [];
    const best = { reached: 0 };
    if (matchFrom(template.elements, tokens, 0, captures, literals, best)) return { template, match: { captures, literals } };
    attempts.push({ template, reached: best.reached });
  }
  return { attempts };
}

const slotHelp: Readonly<Record<SlotName, string>> = {
  subject: '<subject>',
  predicates: '<predicates>',
  copy: 'a copy of <object>[, except <exceptions>]',
  filter: '<filter>',
  'text-words': 'one color word|basic land type|creature type with another',
  'new-word-kind': 'color word|basic land type|creature type',
  words: '<words>',
  count: '<count>',
  token: 'a token',
};

/** One template as help: literals as written, slots by name, optional parts in brackets. */
export function renderForm(elements: readonly Element[]): string {
  return elements
    .map((element) =>
      element.kind === 'words'
        ? (element.label ?? element.alternatives.map((alternative) => alternative.join(' ')).join('|'))
        : element.kind === 'slot'
          ? slotHelp[element.name]
          : `[${renderForm(element.elements)}]`,
    )
    .join(' ');
}
