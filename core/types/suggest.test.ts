import { describe, expect, it } from 'vitest';
import { suggest } from './suggest.ts';

describe('suggest', () => {
  const names = ['Goblin', 'Wizard', 'Lizard', 'Elf', 'Urza’s', 'Ox'];

  it('finds the nearest names, nearest first, ignoring case and apostrophe style', () => {
    expect(suggest('gobin', names)).toEqual(['Goblin']);
    expect(suggest('Wizzard', names)[0]).toBe('Wizard');
    expect(suggest('urzas', names)).toEqual(['Urza’s']);
  });

  it('suggests nothing for far-off words and empty input', () => {
    expect(suggest('opponent', names)).toEqual([]);
    expect(suggest('   ', names)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(suggest('zard', ['Wizard', 'Lizard', 'Izard', 'Zards'], 2)).toHaveLength(2);
  });
});
