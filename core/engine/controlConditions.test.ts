// Conditions on what the players control, settled on the board (611.3a): either of two permanents ("an artifact
// creature or a Plan"), two at once ("a Forest and an Island"), and more than the other player ("an opponent controls
// more creatures than you"; the board has two players, 102.1).
import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from './testScenario.ts';

const forest = { name: 'Forest', typeLine: 'Basic Land — Forest' };
const island = { name: 'Island', typeLine: 'Basic Land — Island' };
/** The board with `text` as the only effect, its source "Holder" beside `others`. */
const boardWith = (text: string, others: Record<string, unknown>[]) =>
  run({ objects: [bear('Holder', { abilities: [text] }), ...others], effects: [{ source: 'Holder', text, order: 1 }] });
const ptWith = (text: string, others: Record<string, unknown>[]) => {
  const result = boardWith(text, others);
  return { pt: pt(find(result, 'Holder')), warnings: result.warnings.join(' ') };
};

describe('control conditions the board settles (611.3a)', () => {
  it('"you control an artifact creature or a Clue": either one will do', () => {
    const text = 'As long as you control an artifact creature or a Clue, this creature gets +1/+1.';
    const clue = { name: 'Clue Token', typeLine: 'Artifact — Clue', token: true };
    const golem = { name: 'Golem', typeLine: 'Artifact Creature — Golem', power: 3, toughness: 3 };
    const rock = { name: 'Rock', typeLine: 'Artifact' };
    expect([[clue], [golem], [rock], []].map((others) => ptWith(text, others).pt)).toEqual(['3/3', '3/3', '2/2', '2/2']);
  });

  it('"you control a Forest and an Island": both are needed, the second sharing "you control"', () => {
    const text = 'As long as you control a Forest and an Island, this creature gets +1/+1.';
    expect(ptWith(text, [forest, island]).pt).toBe('3/3');
    const one = ptWith(text, [forest]);
    expect(one.pt).toBe('2/2');
    expect(one.warnings).toContain('you control 0 of Island; one needed');
  });

  it('"an opponent controls more creatures than you": counted on both sides, a tie is not more', () => {
    const text = 'As long as an opponent controls more creatures than you, this creature gets +2/+2.';
    const theirs = (n: number) => Array.from({ length: n }, (_, i) => bear(`Their Bear ${i + 1}`, { controller: 'opponent' }));
    // the holder is the only creature you control
    expect([2, 1, 0].map((n) => ptWith(text, theirs(n)).pt)).toEqual(['4/4', '2/2', '2/2']);
    expect(ptWith(text, theirs(1)).warnings).toContain('of creatures, you control 1 and the other player 1');
  });

  it('"you control more lands than an opponent" is the other way round', () => {
    const text = 'As long as you control more lands than an opponent, this creature has flying.';
    const abilities = (others: Record<string, unknown>[]) => find(boardWith(text, others), 'Holder').abilities;
    expect(abilities([forest])).toContain('Flying');
    expect(abilities([forest, { ...island, controller: 'opponent' }])).not.toContain('Flying');
  });

  it('"an opponent controls a Mountain" counts the other player\'s permanents, not yours', () => {
    const text = 'As long as an opponent controls a Mountain, this creature has first strike.';
    const mountain = { name: 'Mountain', typeLine: 'Basic Land — Mountain' };
    const abilities = (others: Record<string, unknown>[]) => find(boardWith(text, others), 'Holder').abilities;
    expect(abilities([{ ...mountain, controller: 'opponent' }])).toContain('First strike');
    expect(abilities([mountain])).not.toContain('First strike');
    expect(boardWith(text, [mountain]).warnings.join(' ')).toContain('the opponent controls 0 of Mountain; one needed');
    // with two players, "each opponent" is the other player too (102.1)
    const each = 'As long as each opponent controls a Mountain, this creature has first strike.';
    expect(find(boardWith(each, [{ ...mountain, controller: 'opponent' }]), 'Holder').abilities).toContain('First strike');
    expect(find(boardWith(each, [mountain]), 'Holder').abilities).not.toContain('First strike');
  });

  it('"no opponent controls a creature" holds only while the other player has none; yours do not count', () => {
    const text = 'As long as no opponent controls a creature, this creature gets +1/+1.';
    expect(ptWith(text, [bear('Mine')]).pt).toBe('3/3');
    const theirs = ptWith(text, [bear('Theirs', { controller: 'opponent' })]);
    expect(theirs.pt).toBe('2/2');
    expect(theirs.warnings).toContain('the opponent controls 1 of creature; none allowed');
  });

  it('"an opponent controls two or more artifacts" is read from the source\'s controller: a stolen source looks at you', () => {
    const text = 'As long as an opponent controls two or more artifacts, this creature gets +2/+2.';
    const rocks = [1, 2].map((n) => ({ name: `Rock ${n}`, typeLine: 'Artifact' }));
    const stolen = run({
      objects: [bear('Holder', { abilities: [text], controller: 'opponent' }), ...rocks],
      effects: [{ source: 'Holder', text, order: 1 }],
    });
    expect(pt(find(stolen, 'Holder'))).toBe('4/4');
    expect(ptWith(text, rocks).pt).toBe('2/2');
  });
});
