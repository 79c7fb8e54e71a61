// Statuses the scenario records on objects (110.5, 506.4, 903.3), read by filters ("attacking creatures you control")
// and by conditions the board settles ("as long as this creature is attacking"), simulated on a board.
import { describe, expect, it } from 'vitest';
import { parseEffectText } from './reader/index.ts';
import { bear, find, pt, run } from './testScenario.ts';

describe('statuses the board records: tapped, attacking, equipped, commander (110.5, 506.4, 903.3)', () => {
  it('"Attacking creatures you control", "untapped creatures", "that are equipped" and "noncommander" read the objects\' statuses', () => {
    const objects = [
      bear('Attacker', { statuses: ['attacking', 'tapped'] }),
      bear('Home', { statuses: ['equipped'] }),
      bear('Commander', { statuses: ['commander'], manaValue: 2, controller: 'opponent' }),
      bear('Grunt', { manaValue: 2, controller: 'opponent' }),
    ];
    const result = run({
      objects,
      effects: [
        { source: 'Warleader', text: 'Attacking creatures you control get +1/+1 until end of turn.', order: 1 },
        { source: 'Wall', text: 'Untapped creatures you control get +0/+2.', order: 2 },
        { source: 'Hoverwings', text: 'Creatures you control that are equipped get +1/+0.', order: 3 },
        { source: 'Subjugate', text: 'Gain control of each noncommander creature with mana value 3 or less.', order: 4 },
      ],
    });
    expect([pt(find(result, 'Attacker')), pt(find(result, 'Home'))]).toEqual(['3/3', '3/4']);
    expect([find(result, 'Commander').controller, find(result, 'Grunt').controller]).toEqual(['opponent', 'you']);
  });
  it('"Your commander" is the commander you own, wherever it is controlled (903.3)', () => {
    const objects = [
      bear('Mine', { statuses: ['commander'], controller: 'opponent' }),
      bear('Theirs', { statuses: ['commander'], controller: 'opponent', owner: 'opponent' }),
      bear('Plain Bear'),
    ];
    const result = run({ objects, effects: [{ source: 'Guard', text: 'Your commander has ward {2}.', order: 1 }] });
    expect(['Mine', 'Theirs', 'Plain Bear'].map((name) => find(result, name).abilities)).toEqual([['Ward {2}'], [], []]);
  });
  it('"as long as this creature is attacking", "… it\'s untapped", "… equipped creature is tapped": the holder\'s statuses', () => {
    const attacking = 'As long as this creature is attacking, it gets +2/+0.';
    const untapped = "This creature gets +0/+3 as long as it's untapped.";
    const outcome = (statuses: ('attacking' | 'tapped')[]) => {
      const objects = [bear('Raider', { statuses, abilities: [attacking, untapped] })];
      const effects = [
        { source: 'Raider', text: attacking, order: 1 },
        { source: 'Raider', text: untapped, order: 2 },
      ];
      const result = run({ objects, effects });
      return `${pt(find(result, 'Raider'))} ${result.warnings.join(' ')}`;
    };
    expect(outcome([])).toMatch(/^2\/5 .*"As long as this creature is attacking" does not hold on the board \(Raider is not attacking\)/);
    expect(outcome(['attacking', 'tapped'])).toMatch(/^4\/2 .*"as long as it's untapped" does not hold on the board \(Raider is tapped\)/);
    const equipment = 'As long as equipped creature is tapped, it has lifelink.';
    const equipped = (statuses: ('tapped' | 'equipped')[]) =>
      find(
        run({
          objects: [{ name: 'Sword', typeLine: 'Artifact — Equipment' }, bear('Wielder', { statuses })],
          effects: [{ source: 'Sword', text: equipment, order: 1, targets: ['Wielder'] }],
        }),
        'Wielder',
      ).abilities;
    expect([equipped(['equipped', 'tapped']), equipped(['equipped'])]).toEqual([['Lifelink'], []]);
    const liege = "As long as Gaea's Liege isn't attacking, its power is equal to the number of Forests you control.";
    const forests = [1, 2].map((n) => ({ name: `Forest ${n}`, typeLine: 'Basic Land — Forest' }));
    const liegePower = (statuses: 'attacking'[]) =>
      find(
        run({
          objects: [bear("Gaea's Liege", { power: 0, toughness: 4, statuses }), ...forests],
          effects: [{ source: "Gaea's Liege", text: liege, order: 1 }],
        }),
        "Gaea's Liege",
      ).power;
    expect([liegePower([]), liegePower(['attacking'])]).toEqual([2, 0]);
    const negated = parseEffectText("As long as this creature isn't tapped, it has vigilance.");
    expect(negated.ok && negated.value.lasts).toMatchObject({ test: 'status', status: 'tapped', negate: true, self: true });
  });
});

describe('what one object is, settled on the board as the layers leave it (611.3a)', () => {
  const blade = "Equipped creature gets +2/+2 and has trample as long as it's a Human.";
  it('"as long as it\'s a Human": on a Human it applies; on a Bear it does not, until an effect makes the Bear a Human', () => {
    const board = (more: { source: string; text: string; chosen?: string }[]) =>
      run({
        objects: [bear('Soldier', { typeLine: 'Creature — Human Soldier' }), bear('Bear')],
        effects: [{ source: 'Blade', text: blade, targets: ['Soldier'] }, { source: 'Blade 2', text: blade, targets: ['Bear'] }, ...more],
      });
    const plain = board([]);
    expect([pt(find(plain, 'Soldier')), pt(find(plain, 'Bear'))]).toEqual(['4/4', '2/2']);
    expect(plain.warnings.join('\n')).toContain('Bear is not Human');
    const made = board([{ source: 'Conspiracy', text: 'Creatures you control are the chosen type.', chosen: 'Human' }]);
    expect(find(made, 'Bear')).toMatchObject({ power: 4, toughness: 4, abilities: ['Trample'] });
  });
  it('reads "is", "isn\'t", "it\'s not" with a type, a subtype or a color, about its source or the object it names', () => {
    const read = (text: string) => {
      const parsed = parseEffectText(text);
      return parsed.ok ? parsed.value.lasts : parsed.error.code;
    };
    expect(read('This creature has flying as long as it is an artifact.')).toMatchObject({ test: 'kind', negate: false, self: true });
    expect(read("As long as enchanted creature isn't red, it gets +1/+1.")).toMatchObject({ test: 'kind', negate: true, self: false });
    expect(read("This creature gets +1/+1 as long as it's not a Wurble.")).toBe('condition');
  });
});
