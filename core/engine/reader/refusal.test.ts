import { describe, expect, it } from 'vitest';
import { understoodForms } from './help.ts';
import { templates, renderForm } from './grammar.ts';
import { parseEffectText } from './read.ts';

/** The words between the marks of a one-line refusal. */
const markedWords = (message: string): string => /⟦([^⟧]*)⟧/.exec(message)?.[1] ?? '';

describe('refusals: one line, the words not understood marked, the nearest form and a way forward', () => {
  // [the text, with the words its refusal must mark between ⟦ ⟧ as the message marks them; the refusal's code]
  it.each([
    ["⟦Enchanted creature can't block⟧.", 'no-characteristic'],
    // combat requirements and permissions (508.1d, 509.1c, 510.1c): "if able" is their own, no condition
    ['⟦This creature attacks each combat if able⟧.', 'no-characteristic'],
    ['⟦This creature can block an additional creature each combat⟧.', 'no-characteristic'],
    ['⟦Each creature assigns combat damage equal to its toughness rather than its power⟧.', 'no-characteristic'],
    ['⟦Enchanted creature fights target creature⟧.', 'one-shot'],
    ['⟦Enchanted creature dances with target creature⟧.', 'no-form'],
    ['Target creature becomes the ⟦color⟧ of your choice until end of turn.', 'type-word'],
    ['Creatures you control get +1/+1 and have vigilance ⟦as long as you have 25 or more life⟧.', 'condition'],
    ["Each creature has base power and toughness 1/1 ⟦unless it's a Zombie⟧.", 'pt'],
    ['All lands are Islands ⟦except⟧ Swamps.', 'type-word'],
    ["Target creature gets +3/+3 until end of turn. ⟦If it's a Zombie⟧, it also gains deathtouch.", 'condition'],
    ['⟦Creatures target player controls⟧ get -1/-1 until end of turn.', 'player-filter'],
    ['⟦Purple⟧ creatures get +1/+1.', 'filter-word'],
    ["This creature enters as a copy of any creature on the battlefield, except ⟦it's a purple Hippo⟧.", 'copy-exception'],
    [
      'You may have this creature enter as a copy of any creature on the battlefield, except ⟦if this creature was embalmed⟧, ' +
        'the token has no mana cost.',
      'copy-exception',
    ],
    ['⟦When this creature⟧ enters, target creature gets +1/+1.', 'trigger'],
    ['That creature gets +4/+4 until end of turn ⟦instead⟧.', 'instead'],
    ['⟦If you cast this spell during your main phase⟧, that creature gets +4/+4 until end of turn instead.', 'condition'],
    ['All ⟦wibbles⟧ are Mountains.', 'filter-word'],
    ['⟦Draw a card⟧.', 'one-shot'],
  ])('%s (%s)', (marked, code) => {
    const read = parseEffectText(marked.replace(/[⟦⟧]/g, ''), 'Some Card');
    expect(read.ok, JSON.stringify(read)).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe(code);
    expect(markedWords(read.error.message)).toBe(markedWords(marked));
    expect(read.error.message).not.toContain('\n');
    expect(read.error.message).toMatch(/ You can: .+\.$/);
    // the full list of forms belongs to --verbose, not to each refusal
    expect(read.error.message).not.toContain(understoodForms[0]!);
  });

  it('names the nearest template: the one whose words matched furthest', () => {
    const read = parseEffectText('You may have this land enter tapped as a copy of any land on the battlefield, except it is purple.');
    expect(read.ok ? '' : read.error.message).toContain(
      `Nearest form understood: "${renderForm(templates.find((t) => t.id === 'enters-as-copy')!.elements)}"`,
    );
    const noVerb = parseEffectText('Enchanted creature dances with target creature.');
    expect(noVerb.ok ? '' : noVerb.error.message).toContain('"<subject> <verb> <predicates>"');
  });

  it('says how to set the condition, supply a value or give the effect by form', () => {
    const condition = parseEffectText('As long as you have no cards in hand, this creature gets +1/+0.');
    expect(condition.ok ? '' : condition.error.message).toContain('"conditionHolds": true');
    const player = parseEffectText('Creatures target player controls get -1/-1 until end of turn.');
    expect(player.ok ? '' : player.error.message).toContain('"targetPlayer"');
  });

  it('an empty text and a lone "It\'s still a land." are refused by name', () => {
    expect(parseEffectText('  ')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseEffectText("It's still a land.")).toMatchObject({ ok: false, error: { code: 'still-without-change' } });
    expect(parseEffectText("The new creature type can't be Wall.")).toMatchObject({
      ok: false,
      error: { code: 'forbidden-without-text-change' },
    });
  });
});

describe('understoodForms: generated from the grammar', () => {
  it('lists every sentence template with its example, and each example is read by the reader', () => {
    for (const template of templates) {
      expect(understoodForms.some((form) => form.includes(renderForm(template.elements)))).toBe(true);
      // these continue the sentence before them
      const before: Partial<Record<string, string>> = {
        still: 'Target land becomes a 3/3 Elemental creature. ',
        'same-is-true': 'Creatures you control are Elves. ',
        'text-forbidden': 'Change the text of target permanent by replacing all instances of one creature type with another. ',
      };
      const text = `${before[template.id] ?? ''}${template.example}`;
      const read = parseEffectText(text, 'Some Card');
      expect(read.ok, `${template.id}: ${read.ok ? '' : read.error.message}`).toBe(true);
    }
  });
});
