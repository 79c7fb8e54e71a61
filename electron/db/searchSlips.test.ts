import { expect, it } from 'vitest';
import { realCrDatabase, searchChecks } from '../../test/support/searchChecks.ts';
import { describeShared } from '../../test/support/shared.ts';
import { listSources, searchRules } from './service.ts';

// A judge types fast: slips, terms run together and words still being typed must find what the word meant.
describeShared('searchRules reads slips and words still being typed in each real CR version', () => {
  const db = realCrDatabase();
  const { sameFirst } = searchChecks(db);

  it('answers a term misspelt by a slip or two as it answers the term spelt right, in each CR version', () => {
    sameFirst([
      ['phazing', 'phasing'],
      ['comander tax', 'commander tax'],
      // two slips in a long word
      ['comnder tax', 'commander tax'],
      ['what happens when my comader dies', 'what happens when my commander dies'],
      // two letters left out of a word of eight or more
      ['holding prirty', 'holding priority'],
      ['london mulian', 'london mulligan'],
      ['mulligun', 'mulligan'],
      // a slip that keeps the word's stem, which full text finds as typed
      ['replacment effect', 'replacement effect'],
      // a word of a longer term, too short for a slip alone, told by the term's other words
      ['stat based actions', 'state-based actions'],
      ['combat damge step', 'combat damage step'],
      // a keyword, though a word used more is as near ("have", "process")
      ['hase', 'haste'],
      ['proess', 'prowess'],
      // a term's word, though a one-word term is as near ("level")
      ['leves the battlefield', 'leaves the battlefield'],
    ]);
  });

  it('reads a slip anywhere in a question as the word meant, by every reading of the question, in each CR version', () => {
    const sameTop3 = (pairs: readonly (readonly [string, string])[]): void => {
      for (const source of listSources(db)) {
        const top = (query: string) => searchRules(db, { query, sourceId: source.id, limit: 3 }).results.map((r) => r.id);
        for (const [typed, meant] of pairs) expect(top(typed), `${typed} in ${source.effectiveDate}`).toEqual(top(meant));
      }
    };
    sameTop3([
      // the counters a number is paired with ("couters" is rare English: a couter is elbow armour), the question word
      // asking for an outcome, a variant's name, a term's word
      ['+1/+1 and -1/-1 couters on the same creature', '+1/+1 and -1/-1 counters on the same creature'],
      ['what hapens at 0 life', 'what happens at 0 life'],
      ['two-headed giat', 'two-headed giant'],
      ['declare blokers', 'declare blockers'],
      // a form the rules never write of a word they do
      ['swiching power and toughness', 'switching power and toughness'],
      // a judge word the rules never write
      ['fizle', 'fizzle'],
      ['wrah', 'wrath'],
      // a judge word one edit off before a form of a rules word ("chups": chumps)
      ['he chups my attacker with a 1/1', 'he chumps my attacker with a 1/1'],
      // a slip in the word opening a sentence, capitalised only for that
      ['Tramlpe and deathtouch', 'Trample and deathtouch'],
      // a keyword capitalised inside a sentence, as posts write them
      [
        'does a creature with Tramlpe and deathtouch assign lethal damage',
        'does a creature with Trample and deathtouch assign lethal damage',
      ],
      // and in a text typed all in capitals
      ['TRAMLPE AND DEATHTOUCH', 'TRAMPLE AND DEATHTOUCH'],
      ['It is my turn. Protecion from red and an aura', 'It is my turn. Protection from red and an aura'],
    ]);
  });

  it('answers a term of two words typed as one as the term, in each CR version', () => {
    sameFirst([
      ['facedown creature', 'face down creature'],
      ['firststrike', 'first strike'],
      ['statebased actions', 'state-based actions'],
      ['doublefaced cards', 'double-faced cards'],
    ]);
  });

  it('answers a term still being typed as the term, as a judge types it letter by letter, in each CR version', () => {
    sameFirst([
      ['deathto', 'deathtouch'],
      ['first stri', 'first strike'],
      ['summoning sicknes', 'summoning sickness'],
      // an English word the rules never use, found nothing as a word: "tramp" on the way to "trample"
      ['tramp', 'trample'],
    ]);
  });

  it('reads a short word the rules use whole, last in a question, as finished, not as a longer word it begins', () => {
    for (const source of listSources(db)) {
      const top = searchRules(db, { query: 'lightning bolt on darksteel myr', sourceId: source.id, limit: 3 }).results;
      expect(top.length, `in ${source.effectiveDate}`).toBeGreaterThan(0);
      // "Myr", a creature type (205.3m), is no start of "Myriad"
      for (const result of top) expect([result.title, ...result.breadcrumb].join(' '), `in ${source.effectiveDate}`).not.toMatch(/Myriad/);
    }
  });

  it('reads a judge phrase typed with a slip as the phrase spelt right, in each CR version', () => {
    for (const source of listSources(db)) {
      const first = (query: string) => searchRules(db, { query, sourceId: source.id, limit: 1 }).results[0]?.id;
      const slips: [string, string][] = [
        ['legnedary rule', 'legendary rule'],
        ['comander damage', 'commander damage'],
      ];
      for (const [slip, meant] of slips) expect(first(slip), `${slip} in ${source.effectiveDate}`).toBe(first(meant));
    }
  });
});
