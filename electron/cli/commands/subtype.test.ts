import { describe, expect, it } from 'vitest';
import { captureCli as arbiter } from './captureCli.ts';

describe('arbiter subtype', () => {
  it('exits 0 for a subtype of the kind asked, with one JSON document', async () => {
    const { code, stdout, stderr } = await arbiter('subtype', 'goblin', '--kind', 'creature', '--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toMatchObject({
      word: 'goblin',
      kind: 'creature',
      isSubtype: true,
      canonical: 'Goblin',
      kinds: ['creature'],
      rule: '205.3m',
    });
  });

  it('exits 1 for Swamp as a creature type, saying it is a land type', async () => {
    const { code, stdout } = await arbiter('subtype', 'Swamp', '--kind=creature', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ isSubtype: false, isOther: 'land type', kinds: ['land'], rule: '205.3m' });
  });

  it('reads several words as one choice: Merfolk Wizard is two types', async () => {
    const { code, stdout } = await arbiter('subtype', 'Merfolk', 'Wizard', '--kind', 'creature');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^no: .*two subtypes, Merfolk and Wizard/);
  });

  it('answers for any kind without --kind', async () => {
    expect((await arbiter('subtype', 'Swamp')).code).toBe(0);
    expect((await arbiter('subtype', 'truck')).code).toBe(1);
  });

  it('exits 2 for a bad kind, a missing word or a --kind without value', async () => {
    for (const argv of [
      ['subtype', 'Goblin', '--kind', 'tribe'],
      ['subtype', '--kind', 'creature'],
      ['subtype', 'Goblin', '--kind'],
    ]) {
      const { code, stdout } = await arbiter(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
    }
  });
});
