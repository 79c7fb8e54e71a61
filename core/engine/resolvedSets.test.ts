// 611.2c: a continuous effect from a resolved spell or ability affects only the objects there as it resolved; one
// that entered later (an object's "order", its timestamp, 613.7d) is not among them. A static ability's effect reaches
// every object that fits, whenever it came.
import { describe, expect, it } from 'vitest';
import { bear, find, problem, pt, run } from './testScenario.ts';

const anthem = { source: 'Glorious Anthem', text: 'Creatures you control get +1/+1.', order: 1 };
const overrun = { source: 'Overrun', text: 'Creatures you control get +3/+3 and gain trample until end of turn.', order: 2 };

describe('objects that entered after a resolved effect (611.2c)', () => {
  it('Overrun does not reach a creature flashed in after it resolved; Glorious Anthem, a static ability, does', () => {
    const land = { name: 'Forest', typeLine: 'Basic Land — Forest', order: 4 };
    const result = run({ objects: [bear('Grizzly Bears'), bear('Flashed Bear', { order: 3 }), land], effects: [anthem, overrun] });
    expect(find(result, 'Grizzly Bears')).toMatchObject({ power: 6, toughness: 6, abilities: ['Trample'] });
    expect(find(result, 'Flashed Bear')).toMatchObject({ power: 3, toughness: 3, abilities: [] });
    expect(result.warnings).toEqual([
      `Flashed Bear entered after Overrun's "${overrun.text}" (timestamps 3 and 2): that effect affects only the objects there ` +
        'as it resolved, so not this one (611.2c)',
    ]);
  });

  it('an object that entered before the effect, or with no timestamp given, is reached', () => {
    const result = run({ objects: [bear('Early Bear', { order: 1.5 }), bear('Grizzly Bears')], effects: [anthem, overrun] });
    expect([pt(find(result, 'Early Bear')), pt(find(result, 'Grizzly Bears'))]).toEqual(['6/6', '6/6']);
    expect(result.warnings).toEqual([]);
  });

  it('Mirrorweave makes copies only of the creatures there as it resolved', () => {
    const mirrorweave = {
      source: 'Mirrorweave',
      text: 'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
      targets: ['Hill Giant'],
      order: 1,
    };
    const lord = 'Other Giants get +1/+1.';
    const giant = bear('Hill Giant', { typeLine: 'Creature — Giant', power: 3, toughness: 3, abilities: [lord] });
    const result = run({
      objects: [giant, bear('Grizzly Bears'), bear('Late Bear', { order: 2 })],
      effects: [{ source: 'Hill Giant', text: lord, order: 0.5 }, mirrorweave],
    });
    expect(find(result, 'Grizzly Bears')).toMatchObject({ currentName: 'Hill Giant', power: 4 });
    expect(find(result, 'Late Bear')).toMatchObject({ currentName: 'Late Bear', power: 2 });
    expect(pt(find(result, 'Hill Giant'))).toBe('4/4');
    expect(result.warnings).toHaveLength(1);
  });

  it("refuses an object's timestamp that is an effect's, or no number, naming where", () => {
    expect(problem({ objects: [bear('Grizzly Bears', { order: 2 })], effects: [anthem, overrun] })).toMatchObject({
      code: 'duplicate-order',
      at: 'objects[0].order',
    });
    expect(problem({ objects: [bear('Grizzly Bears', { order: 'late' })], effects: [anthem] })).toMatchObject({
      code: 'not-number',
      at: 'objects[0].order',
    });
  });
});
