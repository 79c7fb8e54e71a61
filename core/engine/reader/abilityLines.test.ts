import { describe, expect, it } from 'vitest';
import { bear, find, pt, run } from '../testScenario.ts';
import { linesApart } from './abilityLines.ts';
import { parseEffectText } from './read.ts';

const frogAura = 'Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.';

describe('a whole Oracle text as one effect: one ability a line (113.2)', () => {
  it('sets aside a keyword line and reads the effect line', () => {
    const read = parseEffectText(frogAura);
    expect(read.ok && read.value.clauses[0]!.parts).toContainEqual({ op: 'setPT', power: 1, toughness: 1 });
    expect(read.ok && read.value.setAside).toEqual([
      { line: 'Enchant creature', what: expect.stringContaining('keyword ability (702.1)') },
    ]);
  });

  it('sets aside activated, triggered and "As … enters, choose" lines, each named by its kind', () => {
    const read = parseEffectText(
      'As this enchantment enters, choose a creature type.\n' +
        'Creatures you control get +1/+1.\n' +
        '{2}, {T}: Draw a card.\n' +
        'At the beginning of your upkeep, you lose 1 life.',
    );
    const codes = read.ok ? read.value.setAside!.map(({ what }) => what.split(' (')[0]) : [];
    expect(codes).toEqual(['a replacement effect', 'an activated ability', 'a triggered ability']);
  });

  it('keeps a line that reads alone whatever its kind, and reads the kept lines together', () => {
    const read = parseEffectText('Enchant creature\nEnchanted creature gets +2/+0.\nEnchanted creature has first strike.');
    expect(read.ok && read.value.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['modifyPT', 'abilities']);
  });

  it("sets aside a keyword that defines its object's characteristic: the object's own ability (604.3), not the effect", () => {
    const read = parseEffectText('Changeling (This card is every creature type.)\nOther creatures you control get +1/+1.', 'Some Lord');
    expect(read.ok && read.value.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['modifyPT']);
    expect(read.ok && read.value.setAside!.map(({ line }) => line)).toEqual(['Changeling (This card is every creature type.)']);
  });

  it('reads the kept lines as sentences of their own, each line ending one', () => {
    const read = parseEffectText('Enchant creature\nEnchanted creature gets +1/+1\nEnchanted creature has flying', null);
    expect(read.ok && read.value.clauses.flatMap((clause) => clause.parts.map((part) => part.op))).toEqual(['modifyPT', 'abilities']);
  });

  it('sets aside a line the reader does not read, naming why, and refuses a text none of whose lines reads', () => {
    const read = parseEffectText('Enchanted creature gets +2/+0.\nEnchanted creature dances with target creature.');
    expect(read.ok && read.value.setAside).toEqual([
      { line: 'Enchanted creature dances with target creature.', what: 'not read: matches no form understood' },
    ]);
    const none = parseEffectText('Flying\nWhen this creature enters, draw a card.');
    expect(none.ok ? null : none.error).toMatchObject({ code: 'no-effect-line', at: 'text' });
    expect(none.ok ? '' : none.error.message).toContain('"When this creature enters, draw a card." is a triggered ability (603.1)');
    expect(linesApart('Enchanted creature gets +2/+0.', () => null)).toBeNull();
  });

  it('passes over a line that is only reminder text', () => {
    expect(linesApart('(This is a reminder.)\nFlying\nCreatures you control get +1/+1.', () => null)).toEqual({
      kept: 'Creatures you control get +1/+1.',
      setAside: [{ line: 'Flying', what: expect.stringContaining('keyword') }],
    });
  });

  it('simulates the effect lines and names the lines set aside in the warnings', () => {
    const result = run({
      objects: [bear('Grizzly Bears', { colors: ['green'] })],
      effects: [{ source: 'Frog Aura', text: frogAura, targets: ['Grizzly Bears'], order: 1 }],
    });
    const bears = find(result, 'Grizzly Bears');
    expect([bears.typeLine, bears.colors, pt(bears)]).toEqual(['Creature — Frog', ['blue'], '1/1']);
    expect(result.warnings).toContainEqual(expect.stringMatching(/^Frog Aura: "Enchant creature" is a keyword ability/));
  });
});

describe("a whole Oracle text as its source's static abilities (611.3, 613.8a)", () => {
  const lordText = 'Flying\nOther Zombie creatures you control get +1/+1.';
  const zombie = (name: string, abilities?: string[]) => bear(name, { typeLine: 'Creature — Zombie', ...(abilities ? { abilities } : {}) });
  const humble = { source: 'Humble', text: 'All creatures lose all abilities.', order: 2 };

  it('is the abilities its lines list: a later "lose all abilities" ends the lord\'s effect', () => {
    for (const lord of [zombie('Lord', ['Flying', 'Other Zombie creatures you control get +1/+1.']), zombie('Lord')]) {
      const effects = [{ source: 'Lord', text: lordText, order: 1 }];
      expect(pt(find(run({ objects: [lord, zombie('Ghoul')], effects }), 'Ghoul'))).toBe('3/3');
      expect(pt(find(run({ objects: [lord, zombie('Ghoul')], effects: [...effects, humble] }), 'Ghoul'))).toBe('2/2');
    }
  });

  it('cites, where it no longer applies, the rule of what took its lines away, as for one line (613.8a)', () => {
    const notApplied = (text: string) =>
      find(run({ objects: [zombie('Lord'), zombie('Ghoul')], effects: [{ source: 'Lord', text, order: 1 }, humble] }), 'Lord').trace.find(
        (step) => step.why.startsWith('does not apply'),
      )?.rules;
    expect(notApplied(lordText)).toEqual(notApplied('Other Zombie creatures you control get +1/+1.'));
    expect(notApplied(lordText)).toContain('613.1f');
  });

  it("reads its changed line after a text change (612.1): Magical Hack turns an Aura's Swamp into an Island", () => {
    const aura = { name: 'Bad Terrain', typeLine: 'Enchantment — Aura', abilities: ['Enchant land', 'Enchanted land is a Swamp.'] };
    const hack = 'Change the text of target spell or permanent by replacing all instances of one basic land type with another.';
    const result = run({
      objects: [{ name: 'Plains', typeLine: 'Basic Land — Plains' }, aura],
      effects: [
        { source: 'Bad Terrain', text: 'Enchant land\nEnchanted land is a Swamp.', targets: ['Plains'], order: 1 },
        { source: 'Magical Hack', text: hack, targets: ['Bad Terrain'], chosen: 'Swamp → Island', order: 2 },
      ],
    });
    expect(find(result, 'Plains').typeLine).toBe('Basic Land — Island');
  });

  it('gives an object entered without abilities each line as its own ability, its keyword among them', () => {
    const result = run({ objects: [zombie('Lord'), zombie('Ghoul')], effects: [{ source: 'Lord', text: lordText, order: 1 }] });
    expect(find(result, 'Lord').abilities).toEqual(['Flying', 'Other Zombie creatures you control get +1/+1.']);
  });

  it('goes on when only its keyword is lost: the keyword is not the effect', () => {
    const loseFlying = { source: 'Grounded', text: 'Creatures lose flying.', order: 2 };
    const result = run({ objects: [zombie('Lord'), zombie('Ghoul')], effects: [{ source: 'Lord', text: lordText, order: 1 }, loseFlying] });
    expect([pt(find(result, 'Ghoul')), find(result, 'Lord').abilities]).toEqual(['3/3', ['Other Zombie creatures you control get +1/+1.']]);
  });
});

describe('a whole Oracle text is one effect per ability (113.2)', () => {
  const master =
    "Master of Etherium's power and toughness are each equal to the number of artifacts you control.\n" +
    'Other artifact creatures you control get +1/+1.';
  const board = (effects: unknown[]) =>
    run({
      objects: [
        { name: 'Master of Etherium', typeLine: 'Artifact Creature — Vedalken Wizard', power: 0, toughness: 0 },
        { name: 'Ornithopter', typeLine: 'Artifact Creature — Thopter', power: 0, toughness: 2 },
      ],
      effects,
    });

  it('applies a characteristic-defining line first (604.3, 613.4a), whatever the timestamps of the others', () => {
    const result = board([
      { source: 'Humble', text: 'All creatures have base power and toughness 1/1.', order: 1 },
      { source: 'Master of Etherium', text: master, order: 2 },
    ]);
    // 7a: two artifacts; 7b: Humble's 1/1 (613.4b); 7c: the anthem for the Ornithopter only
    expect([pt(find(result, 'Master of Etherium')), pt(find(result, 'Ornithopter'))]).toEqual(['1/1', '2/2']);
    expect(find(result, 'Master of Etherium').trace.map((step) => step.layer)).toEqual(['7a', '7b']);
  });
});
