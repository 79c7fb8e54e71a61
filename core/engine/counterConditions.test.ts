// Conditions on how many counters an object has, or how many objects a player controls (611.3a, 122.1), settled on the
// board: "four or more +1/+1 counters", "two or fewer oil counters", "no counters", "there are five or more … on this …".
import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from './testScenario.ts';

const withCounters = (name: string, ability: string, counters: { kind: string; count: number }[]) =>
  run({
    objects: [bear(name, { abilities: [ability], ...(counters.length === 0 ? {} : { counters }) })],
    effects: [{ source: name, text: ability, order: 1 }],
  });
/** The abilities the object has besides the one printed text. */
const gained = (name: string, ability: string, counters: { kind: string; count: number }[]) =>
  find(withCounters(name, ability, counters), name).abilities.filter((text) => text !== ability);

describe('counter conditions the board settles (611.3a, 122.1)', () => {
  it('"four or more +1/+1 counters on it": a P/T counter kind, counted on the source', () => {
    const vadmir = 'As long as Vadmir has four or more +1/+1 counters on it, it has menace and lifelink.';
    expect(gained('Vadmir', vadmir, [{ kind: '+1/+1', count: 4 }])).toEqual(['Menace', 'Lifelink']);
    const three = withCounters('Vadmir', vadmir, [{ kind: '+1/+1', count: 3 }]);
    expect(find(three, 'Vadmir').abilities).toEqual([vadmir]);
    expect(three.warnings.join(' ')).toContain('(Vadmir has 3 +1/+1 counters; 4 or more needed)');
  });

  it('"two or fewer oil counters" holds up to two and fails above', () => {
    const text = 'This creature has trample as long as it has two or fewer oil counters on it.';
    const abilities = (count: number) => gained('Spinoderm', text, count === 0 ? [] : [{ kind: 'oil', count }]);
    expect([0, 2, 3].map(abilities)).toEqual([['Trample'], ['Trample'], []]);
    expect(withCounters('Spinoderm', text, [{ kind: 'oil', count: 3 }]).warnings.join(' ')).toContain('2 or fewer allowed');
  });

  it('"no counters" and "a counter" count counters of any kind', () => {
    const none = 'As long as this creature has no counters on it, it has defender.';
    const some = 'As long as this creature has a counter on it, it has flying.';
    expect(gained('Plain', none, [])).toEqual(['Defender']);
    expect(gained('Stunned', none, [{ kind: 'stun', count: 1 }])).toEqual([]);
    expect(gained('Shield', some, [{ kind: 'shield', count: 1 }])).toEqual(['Flying']);
    expect(gained('Bare', some, [])).toEqual([]);
  });

  it('"there are five or more growth counters on this enchantment" counts the source\'s counters', () => {
    const text = 'As long as there are five or more growth counters on this enchantment, creatures you control get +3/+3.';
    const board = (count: number) =>
      run({
        objects: [
          { name: 'Counsel', typeLine: 'Enchantment', abilities: [text], counters: [{ kind: 'growth', count }] },
          bear('Elf', { power: 1, toughness: 1 }),
        ],
        effects: [{ source: 'Counsel', text, order: 1 }],
      });
    expect([pt(find(board(5), 'Elf')), pt(find(board(4), 'Elf'))]).toEqual(['4/4', '1/1']);
  });

  it('"as long as you control no untapped lands" holds with none and fails with one', () => {
    const text = 'As long as you control no untapped lands, this creature gets +2/+2.';
    const board = (statuses: string[]) =>
      run({
        objects: [bear('Sneak', { abilities: [text] }), { name: 'Forest', typeLine: 'Basic Land — Forest', statuses }],
        effects: [{ source: 'Sneak', text, order: 1 }],
      });
    expect(pt(find(board(['tapped']), 'Sneak'))).toBe('4/4');
    const untapped = board([]);
    expect(pt(find(untapped, 'Sneak'))).toBe('2/2');
    expect(untapped.warnings.join(' ')).toContain('you control 1 of untapped lands; none allowed');
  });
});
