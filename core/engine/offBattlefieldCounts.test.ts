// Counts of cards off the battlefield ("cards in all graveyards", "creature cards in your graveyard"): counted among
// the objects the board lists in that zone; where it lists none, the judge gives the number.
import { describe, expect, it } from 'vitest';
import { bear, find, problem, pt, run } from './testScenario.ts';

const goyfText =
  "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that " +
  'number plus 1.';
const goyf = { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 1, abilities: [goyfText] };
const goyfEffect = { source: 'Tarmogoyf', text: goyfText, order: 1, characteristicDefining: true };

describe('counts of cards off the battlefield', () => {
  it("counts each card type once among the cards the board lists in graveyards, both players' (205.2a)", () => {
    const result = run({
      objects: [
        goyf,
        { name: 'Bolt', typeLine: 'Instant', zone: 'graveyard' },
        { name: 'Arbor', typeLine: 'Land Creature — Forest Dryad', power: 1, toughness: 1, zone: 'graveyard', owner: 'opponent' },
        { name: 'Shock', typeLine: 'Instant', zone: 'graveyard' },
        { name: 'In Play', typeLine: 'Artifact' },
        { name: 'In Hand', typeLine: 'Sorcery', zone: 'hand' },
      ],
      effects: [goyfEffect],
    });
    // Instant, Land and Creature: the artifact on the battlefield and the sorcery in hand are in no graveyard
    const tarmogoyf = find(result, 'Tarmogoyf');
    expect(pt(tarmogoyf)).toBe('3/4');
    // the trace says what was counted, so the judge sees the number behind 3/4
    expect(tarmogoyf.trace.find((step) => step.layer === '7a')?.why).toMatch(
      /counted on the board: card types among cards in all graveyards = 3$/,
    );
  });

  it('counts only the cards of the owner a filter names: "for each creature card in your graveyard"', () => {
    const text = 'This creature gets +1/+1 for each creature card in your graveyard.';
    const result = run({
      objects: [
        bear('Grower', { abilities: [text] }),
        bear('Mine', { zone: 'graveyard' }),
        { name: 'My Spell', typeLine: 'Sorcery', zone: 'graveyard' },
        bear('Theirs', { zone: 'graveyard', owner: 'opponent' }),
      ],
      effects: [{ source: 'Grower', text, order: 1 }],
    });
    expect(pt(find(result, 'Grower'))).toBe('3/3');
    expect(find(result, 'Grower').trace.at(-1)?.why).toMatch(/creature card in your graveyard = 1$/);
  });

  it('asks for the number where the board lists no card in the zone counted, naming the field', () => {
    const refused = problem({ objects: [goyf, bear('Bystander')], effects: [goyfEffect] });
    expect(refused).toMatchObject({ code: 'needs-value', at: 'effects[0].values' });
    expect(refused.message).toMatch(/card types among cards in all graveyards.*"zone"/);
  });

  it("takes the judge's value over the board's cards", () => {
    const result = run({
      objects: [goyf, { name: 'Bolt', typeLine: 'Instant', zone: 'graveyard' }],
      effects: [{ ...goyfEffect, values: { 'card types among cards in all graveyards': 5 } }],
    });
    expect(pt(find(result, 'Tarmogoyf'))).toBe('5/6');
  });
});
