import { describe, expect, it } from 'vitest';
import { embeddedCatalog } from '../types/catalog.ts';
import { parseStructuredEffect } from './structured.ts';
import { typeChange } from './typeChange.ts';

const read = (...parts: unknown[]) =>
  parseStructuredEffect({ clauses: [{ affects: 'target creature', parts }] }, 'structured', embeddedCatalog);
const at = (...parts: unknown[]) => {
  const result = read(...parts);
  return result.ok ? 'ok' : result.error.at;
};

describe('structured effects', () => {
  it('read each kind of part, with defaults for what is left out', () => {
    const result = read(
      { op: 'type', subtypes: ['Frog'] },
      { op: 'color', colors: ['blue'] },
      { op: 'setPT', power: 'manaValue', toughness: 1 },
    );
    expect(result.ok && result.value.clauses[0]!.parts).toEqual([
      // the change the reader would make of "is a Frog": nothing else set (typeChange's defaults)
      typeChange({ subtypes: [{ name: 'Frog', kind: 'creature' }] }),
      { op: 'color', colors: ['blue'], addition: false },
      { op: 'setPT', power: 'manaValue', toughness: 1 },
    ]);
  });
  it('name the field of each problem', () => {
    expect(at({ op: 'fly' })).toBe('structured.clauses[0].parts[0].op');
    expect(at({ op: 'control', controller: 'me' })).toBe('structured.clauses[0].parts[0].controller');
    expect(at({ op: 'color', colors: ['purple'] })).toBe('structured.clauses[0].parts[0].colors[0]');
    expect(at({ op: 'type', subtypes: ['Frogg'] })).toBe('structured.clauses[0].parts[0].subtypes[0]');
    expect(at({ op: 'type', loseCardTypes: ['Creature', 'God'] })).toBe('structured.clauses[0].parts[0].loseCardTypes[1]');
    expect(at({ op: 'text', kinds: [] })).toBe('structured.clauses[0].parts[0].kinds');
    expect(at({ op: 'modifyPT', power: 1.5, toughness: 0 })).toBe('structured.clauses[0].parts[0].power');
    expect(at({ op: 'abilities', add: 'Flying' })).toBe('structured.clauses[0].parts[0].add');
    expect(at('copy')).toBe('structured.clauses[0].parts[0]');
  });
  it('let a copy exception change only types, colors, abilities or base P/T (707.9b)', () => {
    expect(at({ op: 'copy', modifications: [{ op: 'setPT', power: 1, toughness: 1 }] })).toBe('ok');
    expect(at({ op: 'copy', modifications: [{ op: 'control', controller: 'you' }] })).toBe(
      'structured.clauses[0].parts[0].modifications[0].op',
    );
    expect(at({ op: 'copy', removeSupertypes: ['Legendary', 'Mythic'] })).toBe('structured.clauses[0].parts[0].removeSupertypes');
  });
});
