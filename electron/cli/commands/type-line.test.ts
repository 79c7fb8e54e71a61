import { describe, expect, it } from 'vitest';
import { captureCli as arbiter } from './captureCli.ts';

describe('arbiter type-line', () => {
  it('exits 0 for a valid line and prints the report as one JSON document', async () => {
    const { code, stdout, stderr } = await arbiter('type-line', 'legendary artifact creature -- human wizard', '--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      input: 'legendary artifact creature -- human wizard',
      valid: true,
      canonical: 'Legendary Artifact Creature — Human Wizard',
      supertypes: ['Legendary'],
      cardTypes: ['Artifact', 'Creature'],
      subtypes: [
        { name: 'Human', kind: 'creature' },
        { name: 'Wizard', kind: 'creature' },
      ],
      problems: [],
    });
  });

  it('exits 1 for an invalid line, citing the rule', async () => {
    const { code, stdout } = await arbiter('type-line', 'Creature — Swamp', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout).problems).toEqual([
      expect.objectContaining({ code: 'subtype-without-card-type', rule: '205.3d', suggestions: [] }),
    ]);
  });

  it('prints readable text without --json, suggestions included', async () => {
    const { code, stdout } = await arbiter('type-line', 'Creature — Gobin');
    expect(code).toBe(1);
    expect(stdout).toMatch(/not valid/);
    expect(stdout).toMatch(/205\.3m.*did you mean Goblin/);
  });

  it('joins unquoted words into one line', async () => {
    const { code, stdout } = await arbiter('type-line', 'Land', 'Creature', '—', 'Forest', 'Dryad');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Land Creature — Forest Dryad: valid/);
  });

  it('checks each face of a double-faced card and names the face of a problem', async () => {
    const valid = await arbiter('type-line', 'Legendary Creature — Human Wizard // Legendary Planeswalker — Jace');
    expect(valid.code).toBe(0);
    expect(valid.stdout).toMatch(/face 1: Legendary Creature — Human Wizard\n {4}supertypes: Legendary/);
    expect(valid.stdout).toMatch(
      /face 2: Legendary Planeswalker — Jace\n.*\n.*card types: Planeswalker\n {4}subtypes: Jace \(planeswalker type\)/,
    );
    const invalid = await arbiter('type-line', 'Creature — Human // Creature — Swamp', '--json');
    expect(invalid.code).toBe(1);
    const report = JSON.parse(invalid.stdout);
    expect(report.faces).toHaveLength(2);
    expect(report.problems[0].message).toMatch(/^face 2 /);
  });

  it('exits 2 without a line', async () => {
    const { code, stdout, stderr } = await arbiter('type-line', '--json');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/give the type line/);
  });
});
