import { describe, expect, it } from 'vitest';
import { subtypeKinds } from '../../../core/types/model.ts';
import { captureCli as arbiter } from './captureCli.ts';

describe('arbiter types', () => {
  it('prints one JSON document with every list and the source', async () => {
    const { code, stdout, stderr } = await arbiter('types', '--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const doc = JSON.parse(stdout);
    expect(doc.cardTypes).toContain('Kindred');
    expect(doc.supertypes).toEqual(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World']);
    // Every subtype list of CR 205.3g–205.3q, in the model's order.
    expect(Object.keys(doc.kinds)).toEqual(subtypeKinds);
    expect(doc.kinds.creature).toContain('Time Lord');
    expect(doc.source).toMatch(/embedded/);
  });

  it('narrows to one kind, accepting "land types"', async () => {
    const { code, stdout } = await arbiter('types', 'land types', '--json');
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout).kinds)).toEqual(['land']);
    const text = await arbiter('types', 'spell');
    expect(text.stdout).toMatch(/Adventure, Arcane, Lesson, Omen, Trap/);
  });

  it('refuses an unknown kind or option with exit 2 and nothing on stdout', async () => {
    for (const argv of [
      ['types', 'tribal'],
      ['types', '--jsn'],
      ['types', 'land', 'creature'],
    ]) {
      const { code, stdout, stderr } = await arbiter(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/usage: arbiter types/);
    }
  });
});
