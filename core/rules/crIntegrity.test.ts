// Rules files that lie (issue 17, defect 4): two rules of one number, and content appended after the end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { parseRulesDocument, parseText } from './parse.ts';

const miniCr = readFileSync(join(import.meta.dirname, '../../test/fixtures/rules/mini-cr.txt'), 'utf8');
const lineOf = (text: string, start: string): number => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe('a CR with two rules of the same number', () => {
  it('is refused, naming the number and both lines', () => {
    const duplicate = '704.5j If a player has ten or more poison counters, that player loses the game.';
    const text = miniCr.replace(/^(704\.5k .*)$/m, `$1\n\n${duplicate}\n\n704.5m A subrule that would hang under the wrong 704.5j.`);
    const first = lineOf(text, '704.5j If two');
    const second = lineOf(text, duplicate);
    const result = parseText(text);
    expect(result.ok ? 'ok' : result.error.code).toBe('duplicate-number');
    if (!result.ok) {
      expect(result.error.message).toBe(`rule 704.5j appears twice, at line ${first} and again at line ${second}`);
      expect(result.error.at).toBe(`line ${second}`);
    }
  });

  it('is refused for a duplicated rule heading too', () => {
    const text = miniCr.replace(/^(704\.5k .*)$/m, '$1\n\n100. General');
    const result = parseText(text);
    expect(result.ok ? 'ok' : result.error.message).toMatch(/^rule 100 appears twice, at line \d+ and again at line \d+$/);
  });
});

describe('content after the end of a CR', () => {
  it('is refused when megabytes of text follow the credits', () => {
    const junk = Array.from({ length: 20_000 }, (_, i) => `Buy cheap sealed product now, offer ${i} of many, limited time only.`).join(
      '\n',
    );
    const text = `${miniCr}\n${junk}\n`;
    const creditsLine = text.split('\n').lastIndexOf('Credits') + 1;
    const result = parseText(text);
    expect(result.ok ? 'ok' : result.error.code).toBe('after-end');
    if (!result.ok) {
      expect(result.error.message).toMatch(
        new RegExp(`^the Credits \\(line ${creditsLine}\\) are followed by \\d+ more lines \\(\\d+ kB\\); a CR ends with a few dozen`),
      );
    }
  });

  it('is refused when numbered rules follow the credits (a second document pasted on)', () => {
    const text = `${miniCr}\n100.1. These rules apply to any game.\n`;
    const at = text.split('\n').length - 1;
    const result = parseText(text);
    expect(result.ok ? 'ok' : result.error.message).toBe(
      `line ${at} holds a numbered rule after the Credits, where the document has ended`,
    );
  });

  it('accepts credits of the length real releases have', () => {
    const credits = Array.from({ length: 30 }, (_, i) => `© 20${10 + i} A rights holder. All Rights Reserved.`).join('\n');
    expect(parseText(`${miniCr}\n${credits}\n`).ok).toBe(true);
  });
});

describeShared('every real CR release', () => {
  it('has no duplicate numbers and nothing after its credits', () => {
    for (const name of ['cr-2017-09-29.txt', 'cr-2024-03-08.txt', 'cr-2026-01-16.txt', 'cr-2026-04-17.txt']) {
      const result = parseRulesDocument(readFileSync(sharedData(name)));
      expect(result.ok ? 'ok' : result.error.message, name).toBe('ok');
    }
  });
});
