import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesOf, bytesOfFile, isEnglishWord, isSpokenWord, wordListLookup } from './english.ts';

const listed = ['a', 'ab', 'abc', 'b', 'bard', 'board', 'kitchen', 'witches', 'z'];
const asJson = (words: readonly string[]): ReturnType<typeof bytesOf> => bytesOf(new TextEncoder().encode(JSON.stringify(words)));

describe('wordListLookup', () => {
  it('finds every listed word, first and last included, and no other', () => {
    const has = wordListLookup(asJson(listed));
    for (const word of listed) expect(has(word), word).toBe(true);
    for (const word of ['', 'aa', 'abcd', 'bar', 'boards', 'kitche', 'zz', '0', 'Kitchen', 'witch"es']) expect(has(word), word).toBe(false);
  });

  it('answers as a set would for any sorted list and any word', () => {
    const word = fc.stringMatching(/^[a-d]{1,5}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 40 }), word, (words, probe) => {
        const sorted = [...words].sort();
        expect(wordListLookup(asJson(sorted))(probe)).toBe(sorted.includes(probe));
      }),
    );
  });

  it('finds nothing in an empty list', () => {
    expect(wordListLookup(asJson([]))('a')).toBe(false);
  });
});

describe('bytesOfFile', () => {
  it('reads a list of many pages as the list held whole, words across a page edge included', () => {
    // 3,000 words of three to seven letters: about 30 KB, eight pages of 4 KiB
    const words = [
      ...new Set(Array.from({ length: 3000 }, (_, i) => (i * 7919).toString(36).replace(/[0-9]/g, 'q').padEnd(3, 'x'))),
    ].sort();
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-words-'));
    try {
      const path = join(dir, 'words.json');
      writeFileSync(path, JSON.stringify(words));
      const fromFile = bytesOfFile(path);
      const has = wordListLookup(fromFile);
      const json = new TextEncoder().encode(JSON.stringify(words));
      expect(fromFile.length).toBe(json.length);
      expect([0, 4095, 4096, 4097, json.length - 1].map((i) => fromFile.at(i))).toEqual(
        [0, 4095, 4096, 4097, json.length - 1].map((i) => json[i]),
      );
      expect(fromFile.at(json.length)).toBeUndefined();
      for (const word of words) expect(has(word), word).toBe(true);
      for (const word of words.slice(0, 200)) expect(has(`${word}z`), `${word}z`).toBe(words.includes(`${word}z`));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('says a missing file is missing when opened', () => {
    expect(() => bytesOfFile(join(tmpdir(), 'arbiter-no-such-list.json'))).toThrow(/ENOENT/);
  });
});

describe('isEnglishWord (the packaged list)', () => {
  it('knows everyday words a question holds and not the slips a judge types', () => {
    expect(['kitchen', 'weekend', 'board', 'friend'].map(isEnglishWord)).toEqual([true, true, true, true]);
    expect(['trampel', 'comander', 'phazing', 'indestructable'].map(isEnglishWord)).toEqual([false, false, false, false]);
  });
});

describe('isSpokenWord (the packaged frequencies)', () => {
  it('knows the everyday words a question holds, but not rare English a slip of a rules word spells', () => {
    expect(['kitchen', 'weekend', 'board', 'friend'].map(isSpokenWord)).toEqual([true, true, true, true]);
    // English words ("couter": elbow armour), each one edit from a rules word ("counters", "kindred")
    expect(['couters', 'kinred'].map(isEnglishWord)).toEqual([true, true]);
    expect(['couters', 'blokers', 'kinred', 'trampel'].map(isSpokenWord)).toEqual([false, false, false, false]);
    // names the subtitles write with a capital ("Strom", "Parry") are no words a judge types in lower case
    expect(['strom', 'parry'].map(isSpokenWord)).toEqual([false, false]);
  });
});
