import { describe, expect, it } from 'vitest';
import { layoutTerm } from './layouts.ts';

describe('layoutTerm', () => {
  it('names the kind of card a layout with rules of its own makes', () => {
    expect(layoutTerm('split')).toBe('Split Cards');
    expect(layoutTerm('aftermath')).toBe('Split Cards');
    expect(layoutTerm('modal_dfc')).toBe('Modal Double-Faced Cards');
    expect(layoutTerm('adventure')).toBe('Adventurer Cards');
  });

  it('names none for a normal card, a layout it does not know, or a name an object inherits', () => {
    for (const layout of ['normal', 'token', 'art_series', '', 'Split', 'constructor', '__proto__', 'toString'])
      expect(layoutTerm(layout)).toBeNull();
  });
});
