import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTermMatcher, namesExactly, namesOf, type GlossaryTerm } from './termMatcher.ts';

const glossary: GlossaryTerm[] = [
  { term: 'Legend Rule', obsolete: false },
  { term: 'Legendary', obsolete: false },
  { term: 'Legend', obsolete: true },
  { term: 'Permanent', obsolete: false },
  { term: 'Permanent Card', obsolete: false },
  { term: 'Player', obsolete: false },
  { term: 'Ability', obsolete: false },
  { term: 'State-Based Actions', obsolete: false },
  { term: 'Control, Controller', obsolete: false },
  { term: 'Banding, “Bands with Other”', obsolete: false },
  { term: 'Partner, “Partner—[text],” “Partner with [name]”', obsolete: false },
  { term: 'If', obsolete: false },
  { term: 'Owner', obsolete: false },
  { term: 'Graveyard', obsolete: false },
];
const matcher = buildTermMatcher(glossary);

describe('word forms', () => {
  it('matches terms whatever their case, possessive or plural form', () => {
    for (const text of ['Abilities', 'an ability', 'ABILITY']) expect(matcher.termsIn(text), text).toEqual(['Ability']);
    for (const text of ['the owners’ cards', 'its owner’s hand', "its owner's hand", 'their owners']) {
      expect(matcher.termsIn(text), text).toEqual(['Owner']);
    }
    expect(matcher.termsIn('graveyards')).toEqual(['Graveyard']);
  });
});

describe('terms sharing a stem', () => {
  const sharing = buildTermMatcher([
    { term: 'Planeswalk', obsolete: false },
    { term: 'Planeswalker', obsolete: false },
    { term: 'Phasing', obsolete: false },
    { term: 'Phase', obsolete: false },
  ]);

  it('links the term a word names exactly, not the first sharing its stem', () => {
    expect(sharing.termsIn('target planeswalkers an opponent controls')).toEqual(['Planeswalker']);
    expect(sharing.termsIn('you planeswalk to a new plane')).toEqual(['Planeswalk']);
    expect(sharing.termsIn('after this phase')).toEqual(['Phase']);
    // a form neither names exactly goes to the first term listed
    expect(sharing.termsIn('it planeswalked')).toEqual(['Planeswalk']);
  });
});

describe('namesExactly', () => {
  const at = (text: string, said: string, term: string) => {
    const start = text.indexOf(said);
    return namesExactly(text, { term, start, end: start + said.length });
  };

  it('holds a name said as written, in its plural or possessive, under any of its names', () => {
    expect(at('two poison counters', 'poison counters', 'Poison Counter')).toBe(true);
    expect(at('their abilities', 'abilities', 'Ability')).toBe(true);
    expect(at('the Equipment’s cost', 'Equipment’s', 'Equipment')).toBe(true);
    expect(at('its controller', 'controller', 'Control, Controller')).toBe(true);
  });

  it('refuses a word that only shares the stem', () => {
    expect(at('target planeswalker', 'planeswalker', 'Planeswalk')).toBe(false);
    expect(at('an Equipment', 'Equipment', 'Equip')).toBe(false);
    expect(at('poison counters', 'poison', 'Poisonous')).toBe(false);
    expect(at('the combat phase', 'combat phase', 'Combat')).toBe(false);
  });
});

describe('namesOf', () => {
  it('splits alternative names, drops quotes and placeholders', () => {
    expect(namesOf('Control, Controller')).toEqual(['Control', 'Controller']);
    expect(namesOf('Banding, “Bands with Other”')).toEqual(['Banding', 'Bands with Other']);
    expect(namesOf('Partner, “Partner—[text],” “Partner with [name]”')).toEqual(['Partner']);
  });
});

describe('buildTermMatcher', () => {
  it('finds whole words, longest first, whatever their case, number or form (704.5j: "controlled" uses Control)', () => {
    const text =
      'If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them, and ' +
      'the rest are put into their owners’ graveyards. This is called the “legend rule.”';
    expect(matcher.termsIn(text)).toEqual(['Legendary', 'Permanent', 'Control, Controller', 'Player', 'Owner', 'Graveyard', 'Legend Rule']);
    const legend = matcher.find(text).find((m) => m.term === 'Legend Rule')!;
    expect(text.slice(legend.start, legend.end)).toBe('legend rule');
  });

  it('prefers the longer term where two overlap, and hyphenated terms stay whole', () => {
    expect(matcher.termsIn('Put a permanent card onto the battlefield.')).toEqual(['Permanent Card']);
    expect(matcher.termsIn('Check state-based actions.')).toEqual(['State-Based Actions']);
    expect(matcher.termsIn('a non-permanent')).toEqual([]);
  });

  it('matches every name of an entry and reports the entry as printed', () => {
    expect(matcher.termsIn('its controller and the bands with other ability')).toEqual([
      'Control, Controller',
      'Banding, “Bands with Other”',
      'Ability',
    ]);
  });

  it('skips obsolete entries, everyday words and parts of longer words', () => {
    expect(matcher.termsIn('If the legend is a playerless permanents-only abilityx')).toEqual([]);
  });

  it('reports matches in order, inside the text, never overlapping (property)', () => {
    const words = [
      'legend',
      'rule',
      'Permanent',
      'card',
      'players',
      'state-based',
      'actions',
      'if',
      'the',
      'owner’s',
      'Abilities',
      '—',
      '.',
      'x',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 30 }),
        fc.array(fc.constantFrom(' ', ', ', '\n'), { minLength: 30, maxLength: 30 }),
        (picked, gaps) => {
          const text = picked.map((w, i) => w + gaps[i]).join('');
          const found = matcher.find(text);
          let end = 0;
          for (const match of found) {
            expect(match.start).toBeGreaterThanOrEqual(end);
            expect(match.end).toBeLessThanOrEqual(text.length);
            expect(glossary.some((g) => g.term === match.term && !g.obsolete)).toBe(true);
            end = match.end;
          }
        },
      ),
    );
  });

  it('finds nothing with an empty glossary', () => {
    expect(buildTermMatcher([]).find('legend rule')).toEqual([]);
  });
});
