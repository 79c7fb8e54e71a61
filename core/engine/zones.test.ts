// Effects on objects outside the battlefield: spells on the stack (405.4) and cards in a hand or graveyard (400.3).
import { describe, expect, it } from 'vitest';
import { bear, find, run } from './testScenario.ts';

const abilitiesOf = (text: string, objects: object[]) => {
  const result = run({ objects, effects: [{ source: 'Source', text, order: 1 }] });
  return Object.fromEntries(
    objects.map((object) => [(object as { name: string }).name, find(result, (object as { name: string }).name).abilities]),
  );
};

describe('spells you cast (405.4: a spell is controlled by the player who cast it)', () => {
  it('"Creature spells you cast have convoke" gives convoke to your creature spells on the stack only', () => {
    const abilities = abilitiesOf('Creature spells you cast have convoke.', [
      bear('Your Spell', { zone: 'stack' }),
      bear('Their Spell', { zone: 'stack', controller: 'opponent', owner: 'opponent' }),
      bear('Your Bear'),
    ]);
    expect(abilities).toEqual({ 'Your Spell': ['Convoke'], 'Their Spell': [], 'Your Bear': [] });
  });

  it('"Spells your opponents cast have affinity for artifacts" reads the keyword with its quality (702.41a)', () => {
    const abilities = abilitiesOf('Spells your opponents cast have affinity for artifacts.', [
      bear('Your Spell', { zone: 'stack' }),
      bear('Their Spell', { zone: 'stack', controller: 'opponent', owner: 'opponent' }),
    ]);
    expect(abilities).toEqual({ 'Your Spell': [], 'Their Spell': ['Affinity for artifacts'] });
  });
});

describe('cards in your hand or graveyard (400.3: they are cards you own)', () => {
  it('"Each creature card in your hand has cycling {1}{U}" reaches your hand, not theirs nor the battlefield', () => {
    const abilities = abilitiesOf('Each creature card in your hand has cycling {1}{U}.', [
      bear('In Your Hand', { zone: 'hand' }),
      bear('In Their Hand', { zone: 'hand', controller: 'opponent', owner: 'opponent' }),
      bear('In Your Graveyard', { zone: 'graveyard' }),
      bear('On The Battlefield'),
    ]);
    expect(abilities).toEqual({
      'In Your Hand': ['Cycling {1}{U}'],
      'In Their Hand': [],
      'In Your Graveyard': [],
      'On The Battlefield': [],
    });
  });

  it('"in your graveyard" is your graveyard; "in an opponent\'s graveyard" theirs', () => {
    const objects = [
      bear('Yours', { zone: 'graveyard' }),
      bear('Theirs', { zone: 'graveyard', controller: 'opponent', owner: 'opponent' }),
    ];
    expect(abilitiesOf('Creature cards in your graveyard have flying.', objects)).toEqual({ Yours: ['Flying'], Theirs: [] });
    expect(abilitiesOf("Creature cards in an opponent's graveyard have flying.", objects)).toEqual({ Yours: [], Theirs: ['Flying'] });
  });

  it('a granted keyword\'s cost given by the next sentence completes the grant (702.34a: "Flashback [cost]")', () => {
    const text = "Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost.";
    const objects = [
      { name: 'Bolt', typeLine: 'Instant', zone: 'graveyard' },
      { name: 'Growth', typeLine: 'Sorcery', zone: 'hand' },
    ];
    expect(abilitiesOf(text, objects)).toEqual({ Bolt: ["Flashback [that card's mana cost]"], Growth: [] });
    const miracle = 'Each enchantment card in your hand has miracle. Its miracle cost is equal to its mana cost reduced by {4}.';
    expect(abilitiesOf(miracle, [{ name: 'Aura', typeLine: 'Enchantment — Aura', zone: 'hand' }])).toEqual({
      Aura: ['Miracle [its mana cost reduced by {4}]'],
    });
    // with no grant before it, the sentence is no effect the reader knows
    expect(() => abilitiesOf("The flashback cost is equal to that card's mana cost.", [])).toThrow(/not a type/);
  });

  it('"has the chosen creature type in addition to its other types" adds the type as "is" would (Ashes of the Fallen, 205.1b)', () => {
    const text = 'Each creature card in your graveyard has the chosen creature type in addition to its other types.';
    const result = run({
      objects: [bear('Buried', { zone: 'graveyard' }), bear('Alive'), bear('Theirs', { zone: 'graveyard', owner: 'opponent' })],
      effects: [{ source: 'Ashes of the Fallen', text, order: 1, chosen: 'Zombie' }],
    });
    expect(['Buried', 'Alive', 'Theirs'].map((name) => find(result, name).typeLine)).toEqual([
      'Creature — Bear Zombie',
      'Creature — Bear',
      'Creature — Bear',
    ]);
  });
});
