// The effect reader's tokenizer: Oracle wording → words, quoted abilities, P/T, numbers, mana symbols and punctuation.
// Reminder text is dropped here; a quoted ability is one token, so nothing inside it is ever read as effect wording.
import { textKey } from '../../text/index.ts';

export type TokenKind = 'word' | 'quote' | 'pt' | 'number' | 'symbol' | 'punct';

export interface Token {
  readonly kind: TokenKind;
  /** The token as written (a quote's text without its quotation marks). */
  readonly text: string;
  /** Comparison key: lower case, accents folded, curly apostrophes straight. */
  readonly key: string;
  /** Character offsets in the normalised sentence, for marking the words not understood. */
  readonly start: number;
  readonly end: number;
}

/** Phrases read as one word, so "and" inside them never splits a list ("base power and toughness 1/1 and flying"). */
const phrases: readonly string[] = ['base power and base toughness', 'base power and toughness', 'power and toughness'];

/** Straight quotes and apostrophes, reminder text removed, spaces collapsed. */
export function normalizeWording(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (const raw of text) {
    const char = raw === '\u201C' || raw === '\u201D' ? '"' : raw === '\u2018' || raw === '\u2019' ? "'" : raw;
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (depth === 0) out += char;
    if (!quoted && char === ')' && depth > 0) depth -= 1;
  }
  return out.replace(/\s+/g, ' ').trim();
}

const ptPattern = /^[+-]?(?:\d+|X|\*)\/[+-]?(?:\d+|X|\*)$/i;
const wordChar = /[\p{L}\p{N}'~+\-/*!]/u;

/** Splits normalised wording into tokens; multi-word phrases become one word token. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === ' ') {
      i += 1;
    } else if (char === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close === -1 ? text.length : close + 1;
      // '"Equipped creature gets +X/+0,"': a comma before the closing quote is the sentence's, not the ability's
      const inner = text
        .slice(i + 1, close === -1 ? text.length : close)
        .trim()
        .replace(/,$/, '');
      tokens.push({ kind: 'quote', text: inner, key: textKey(inner), start: i, end });
      i = end;
    } else if (char === '{') {
      const close = text.indexOf('}', i);
      const end = close === -1 ? text.length : close + 1;
      tokens.push({ kind: 'symbol', text: text.slice(i, end), key: text.slice(i, end).toLowerCase(), start: i, end });
      i = end;
    } else if (wordChar.test(char)) {
      let end = i;
      while (end < text.length && wordChar.test(text[end]!)) end += 1;
      let word = text.slice(i, end);
      // a word's trailing apostrophe-less punctuation ("creatures'") stays; a trailing hyphen is not part of it
      while (word.length > 1 && word.endsWith('-')) word = word.slice(0, -1);
      const kind: TokenKind = ptPattern.test(word) ? 'pt' : /^\d+$/.test(word) ? 'number' : 'word';
      tokens.push({ kind, text: word, key: kind === 'pt' ? word.toUpperCase() : textKey(word), start: i, end: i + word.length });
      i += word.length;
    } else {
      tokens.push({ kind: 'punct', text: char, key: char === '\u2014' ? '—' : char, start: i, end: i + 1 });
      i += 1;
    }
  }
  return mergePhrases(tokens, text);
}

function mergePhrases(tokens: Token[], text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const phrase = phrases.find((words) => {
      const parts = words.split(' ');
      return parts.every((part, j) => tokens[i + j]?.kind === 'word' && tokens[i + j]!.key === part);
    });
    if (phrase === undefined) {
      out.push(tokens[i]!);
      continue;
    }
    const length = phrase.split(' ').length;
    const last = tokens[i + length - 1]!;
    out.push({ kind: 'word', text: text.slice(tokens[i]!.start, last.end), key: phrase, start: tokens[i]!.start, end: last.end });
    i += length - 1;
  }
  return out;
}

/** A stretch of tokens of one sentence: what the grammar's parts read. */
export type Span = readonly Token[];

/** The span's words as keys, one space between ("target creature"). Quotes appear as their text in quotation marks. */
export const keysOf = (span: Span): string =>
  span
    .map((token) => (token.kind === 'quote' ? `"${token.key}"` : token.key))
    .join(' ')
    .replace(/ ([,.;:])/g, '$1');

/** The span as written in the sentence. */
export const textOf = (span: Span, sentence: string): string =>
  span.length === 0 ? '' : sentence.slice(span[0]!.start, span[span.length - 1]!.end);

/** Splits a span at every token `at` says is a separator (the separators are dropped). */
export function splitSpan(span: Span, at: (token: Token, index: number) => boolean): Token[][] {
  const pieces: Token[][] = [[]];
  span.forEach((token, index) => {
    if (at(token, index)) pieces.push([]);
    else pieces[pieces.length - 1]!.push(token);
  });
  return pieces;
}

/** Where the words `words` (keys, space-separated) start in the span at or after `from`, or -1. */
export function findWords(span: Span, words: string, from = 0): number {
  const parts = words.split(' ');
  for (let i = from; i + parts.length <= span.length; i++) {
    if (parts.every((part, j) => span[i + j]!.key === part)) return i;
  }
  return -1;
}

/** Whether the span starts with the words (keys). */
export const startsWith = (span: Span, words: string): boolean => findWords(span.slice(0, words.split(' ').length), words) === 0;

/** "it's a …" / "he's …" / "they're …" read as "it is …" so the grammar sees the verb. */
export function expandContraction(tokens: Token[]): Token[] {
  const first = tokens[0];
  const split: Readonly<Record<string, [string, string]>> = {
    "it's": ['it', 'is'],
    "he's": ['he', 'is'],
    "she's": ['she', 'is'],
    "they're": ['they', 'are'],
  };
  const parts = first === undefined ? undefined : split[first.key];
  if (first === undefined || parts === undefined || tokens[1]?.key === 'still') return tokens;
  return [{ ...first, key: parts[0], text: parts[0] }, { ...first, key: parts[1], text: parts[1] }, ...tokens.slice(1)];
}
