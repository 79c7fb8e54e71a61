import { describe, expect, it } from 'vitest';
import { entryNamed } from './entryName.ts';

const terms = ['State-Based Actions', 'Legend Rule', 'Control, Controller', 'Double-Faced Cards', 'The Monarch', 'Ward', 'Warp', 'Trample'];

describe('entryNamed', () => {
  it('reads a name with hyphens, plurals and a leading article set aside', () => {
    expect(entryNamed('state based actions', terms)).toBe('State-Based Actions');
    expect(entryNamed('state-based action', terms)).toBe('State-Based Actions');
    expect(entryNamed('double faced card', terms)).toBe('Double-Faced Cards');
    expect(entryNamed('monarch', terms)).toBe('The Monarch');
    expect(entryNamed('the legend rules', terms)).toBe('Legend Rule');
    expect(entryNamed('controllers', terms)).toBe('Control, Controller');
  });

  it('reads a typo as the nearest name within what its length allows, and none when two are as near', () => {
    expect(entryNamed('trampel', terms)).toBe('Trample');
    expect(entryNamed('legnd rule', terms)).toBe('Legend Rule');
    expect(entryNamed('wark', terms)).toBeNull(); // one letter from both Ward and Warp
    expect(entryNamed('wad', terms)).toBeNull(); // under four letters, no typo
    expect(entryNamed('lifelink', terms)).toBeNull();
  });

  it('finds nothing for an empty or wordless name, or in an empty glossary', () => {
    expect(entryNamed('', terms)).toBeNull();
    expect(entryNamed('%', terms)).toBeNull();
    expect(entryNamed('trample', [])).toBeNull();
  });
});
