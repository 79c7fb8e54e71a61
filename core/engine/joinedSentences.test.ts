// Two sentences joined by "and", each with a subject of its own (Lieutenant: "this creature gets +2/+2 and other
// creatures you control get +2/+2 and have trample"): each subject gets its own predicates, under the one condition.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

const lieutenant =
  'As long as you control your commander, this creature gets +2/+2 and other creatures you control get +2/+2 and have trample.';
const board = (commanderController: 'you' | 'opponent') =>
  run({
    objects: [
      bear('Baloth', { power: 4, toughness: 4, abilities: [lieutenant] }),
      bear('Friend'),
      bear('Commander', { statuses: ['commander'], controller: commanderController }),
      bear('Foe', { controller: 'opponent' }),
    ],
    effects: [{ source: 'Baloth', text: lieutenant, order: 1 }],
  });

describe('two subjects joined by "and"', () => {
  it('each subject has its own predicates; the second keeps "and have trample" as its own', () => {
    const result = board('you');
    expect(pt(find(result, 'Baloth'))).toBe('6/6');
    expect(find(result, 'Baloth').abilities).toEqual([lieutenant]);
    expect(find(result, 'Friend')).toMatchObject({ power: 4, toughness: 4, abilities: ['Trample'] });
    expect(find(result, 'Commander')).toMatchObject({ power: 4, abilities: ['Trample'] });
    expect(find(result, 'Foe')).toMatchObject({ power: 2, abilities: [] });
  });
  it('both halves share the condition, checked on the board: with the commander stolen, neither applies', () => {
    const result = board('opponent');
    expect(pt(find(result, 'Baloth'))).toBe('4/4');
    expect(find(result, 'Friend')).toMatchObject({ power: 2, abilities: [] });
    expect(result.warnings.join(' ')).toContain('does not hold on the board');
  });
  it('", and" joins them too; a second half that does not read leaves the whole refused, marking the first place', () => {
    const read = parseEffectText('Enchanted creature gets +1/+1, and creatures your opponents control get -1/-1.', 'Aura');
    expect(read.ok && read.value.clauses.map((clause) => clause.filter.words)).toEqual([
      'Enchanted creature',
      'creatures your opponents control',
    ]);
    const refused = parseEffectText('This creature gets +2/+2 and other wibbles you control get +2/+2.', 'Baloth');
    expect(!refused.ok && refused.error.message).toContain('⟦');
  });
});

describe('targets named in words of their own (115.1)', () => {
  const mine = bear('Mine');
  const theirs = bear('Theirs', { controller: 'opponent' });
  const twoTargets = (text: string, targets: string[]) =>
    run({ objects: [mine, theirs], effects: [{ source: 'Spell', text, order: 1, targets }] });
  it('"target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1": each its own, in order', () => {
    const text = 'Until end of turn, target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1.';
    const result = twoTargets(text, ['Mine', 'Theirs']);
    expect([pt(find(result, 'Mine')), pt(find(result, 'Theirs'))]).toEqual(['3/3', '1/1']);
    const read = parseEffectText(text, 'Spell');
    expect(read.ok && read.value.summary).toContain('target creature an opponent controls (target 2): -1/-1');
  });
  it('in two sentences too; the same target named again, or by "it", stays the one target', () => {
    const result = twoTargets('Target creature gets +2/+0. Another target creature gets -0/-1.', ['Theirs', 'Mine']);
    expect([pt(find(result, 'Theirs')), pt(find(result, 'Mine'))]).toEqual(['4/2', '2/1']);
    const once = twoTargets('Target creature gets +1/+1 until end of turn. It gains flying until end of turn.', ['Mine']);
    expect(find(once, 'Mine')).toMatchObject({ power: 3, abilities: ['Flying'] });
  });
});
