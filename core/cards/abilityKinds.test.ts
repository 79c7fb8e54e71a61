// How the abilities of a card are named when they make no effect: by their kind and rule (a keyword, a triggered or
// activated ability, a chapter, a mode, a spell ability, a cost change…), each in a warning of the card-filled scenario.
import { describe, expect, it } from 'vitest';
import type { Card } from './record.ts';
import { fillScenarioFromCards } from './scenarioCards.ts';
import { noncreature, reasonsOf, runCards as run, testCreature, withCard } from './testCards.ts';

describe('the abilities of a card that make no effect, named by their kind', () => {
  it('names an ability after an ability word by its kind, and passes over reminder text on a line of its own', () => {
    const card: Card = {
      ...testCreature,
      abilities: [
        '(This land is a creature.)',
        'Landfall — Whenever a land you control enters, you gain 1 life.',
        'Channel — {1}, Discard this card: Draw a card.',
      ],
    };
    const filled = fillScenarioFromCards({ objects: [{ card: card.name }] }, { card: () => card, nearest: () => [] });
    const [trigger, activated] = card.abilities.slice(1).map((ability) => `Test Grove Keeper: "${ability}" is not made an effect: `);
    expect(filled.ok && filled.value.warnings).toEqual([
      `${trigger}a triggered ability (603.1)`,
      `${activated}an activated ability (602.1): it has an effect only when activated`,
    ]);
    // reminder text is no ability of the object either (207.2a)
    expect(filled.ok && (filled.value.scenario['objects'] as { abilities: string[] }[])[0]!.abilities).toEqual(card.abilities.slice(1));
  });

  it("makes no effect of an instant's or sorcery's abilities in a graveyard or hand (113.6), saying so only where one would apply", () => {
    const rally = noncreature('Test Rally', 'Instant', ['Creatures you control get +1/+1 until end of turn.']);
    const bolt = noncreature('Test Bolt', 'Instant', ['Test Bolt deals 3 damage to any target.']);
    const board = (zone: string) =>
      run(
        [{ card: testCreature.name }, { card: rally.name, zone }, { card: bolt.name, zone }],
        withCard(rally, withCard(bolt, withCard(testCreature))),
      );
    const inGraveyard = board('graveyard');
    expect(inGraveyard.object(testCreature.name)).toMatchObject({ power: 1, toughness: 1 });
    expect(inGraveyard.warnings).toEqual([expect.stringMatching(/^Test Rally: .* makes no effect from the graveyard \(113\.6/)]);
    // on the battlefield (no zone given) a spell's wording is read as the spell resolved, and Bolt's named a spell ability
    const resolved = board('battlefield');
    expect(resolved.object(testCreature.name)).toMatchObject({ power: 2, toughness: 2 });
    expect(resolved.warnings).toEqual([expect.stringMatching(/^Test Bolt: .* a spell ability \(113\.3a\)/)]);
  });

  it("names a Saga's chapter abilities as the triggered abilities they are (714.2b), one chapter or several", () => {
    const saga = noncreature('Test Saga', 'Enchantment — Saga', [
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)',
      'I — Each opponent discards a card.',
      'II, III — Put target creature card from a graveyard onto the battlefield under your control.',
    ]);
    const filled = fillScenarioFromCards({ objects: [{ card: saga.name }] }, withCard(saga));
    expect(filled.ok && filled.value.warnings).toEqual(
      saga.abilities
        .slice(1)
        .map(
          (line) =>
            `Test Saga: "${line}" is not made an effect: a chapter ability (714.2b): it triggers as lore counters are put on the Saga`,
        ),
    );
  });

  it('names keyword abilities and replacement effects as such, and leaves other wording to the reader', () => {
    const abilities = [
      'Flying, vigilance',
      'Double strike',
      'Ward {2}',
      'Convoke (Your creatures can help cast this spell.)',
      'This creature enters with two +1/+1 counters on it.',
      'If a source would deal damage to you, prevent 1 of that damage instead.',
      'Double all damage this creature would deal.',
      'Skip your draw step.',
      'Double the number of +1/+1 counters on each creature you control.',
      'Flying wizards are wise.',
    ];
    const reasons = reasonsOf({ ...testCreature, abilities });
    const keyword = expect.stringMatching(/^a keyword ability \(702\.1\)/);
    const replacement = expect.stringMatching(/^a replacement effect \(614\.1\)/);
    expect(reasons).toEqual([
      keyword,
      keyword,
      keyword,
      keyword,
      replacement,
      replacement,
      replacement,
      replacement,
      expect.stringMatching(/one-shot instruction/),
      expect.stringMatching(/^Not understood/),
    ]);
  });

  it("names a spell's instructions spell abilities (113.3a), and its casting and stack statics by rule (113.6d, 113.6g)", () => {
    const abilities = [
      'As an additional cost to cast this spell, sacrifice a creature.',
      "This spell can't be countered.",
      'Destroy target artifact.',
      "Creatures your opponents control can't block this turn.",
      'Creatures you control get +1/+1 until end of turn.',
    ];
    const spell = noncreature('Test Rally', 'Instant', abilities);
    const filled = fillScenarioFromCards({ objects: [{ card: spell.name }] }, withCard(spell));
    const reasons = filled.ok ? filled.value.warnings.map((warning) => warning.split(' is not made an effect: ')[1]) : [];
    expect(reasons).toEqual([
      expect.stringMatching(/^a static ability of how the spell is cast \(113\.6d, 601\.2f\)/),
      expect.stringMatching(/^a static ability that works on the stack \(113\.6g\)/),
      expect.stringMatching(/^a spell ability \(113\.3a\)/),
      expect.stringMatching(/^a spell ability \(113\.3a\)/),
    ]);
    expect(filled.ok && filled.value.scenario['effects']).toEqual([expect.objectContaining({ text: abilities[4] })]);
    // on a permanent, wording of no kind stays the reader's reason; a cost of its own is still named; "can't" is a rule of play
    const onPermanent = ['Destroy target artifact.', 'This spell costs {1} less to cast.', "Creatures your opponents control can't block."];
    expect(reasonsOf({ ...testCreature, abilities: onPermanent })).toEqual([
      expect.not.stringMatching(/113\.3a/),
      expect.stringMatching(/^a static ability of how the spell is cast/),
      expect.stringMatching(/^a rule of play: it changes no characteristic/),
    ]);
  });

  it('names modes (700.2), cost changes (601.2f), play permissions (601.3) and designations (722.3a) by their kind', () => {
    const abilities = [
      'When this creature enters, choose one —',
      '• Destroy target artifact.',
      '• Mardu — Exile target artifact or enchantment.',
      'Instant and sorcery spells you cast cost {1} less to cast.',
      'Activated abilities of creatures your opponents control cost {2} more to activate.',
      'You may play an additional land on each of your turns.',
      'Once during each of your turns, you may cast a creature spell from your graveyard.',
      'This creature enters prepared.',
    ];
    const reasons = reasonsOf({ ...testCreature, abilities });
    const mode = expect.stringMatching(/^a mode \(700\.2\)/);
    const cost = expect.stringMatching(/^a static ability that changes what spells or abilities cost \(601\.2f, 602\.2b\)/);
    const permission = expect.stringMatching(/^a static ability that lets a player play or cast \(601\.3, 305\.2\)/);
    expect(reasons).toEqual([
      expect.stringMatching(/^a triggered ability/),
      mode,
      mode,
      cost,
      cost,
      permission,
      permission,
      expect.stringMatching(/^a designation it enters with \(722\.3a\)/),
    ]);
  });

  it('makes only the chosen one of named modes an effect (700.2); with none chosen, none, each with a warning', () => {
    const modal = {
      ...testCreature,
      abilities: [
        'Whenever you cast a noncreature spell, choose one —',
        '• Solar Beam — This creature gains double strike until end of turn.',
        '• Density Control — This creature gains indestructible until end of turn.',
      ],
    };
    const gained = (extra: Record<string, unknown>) => {
      const { object, warnings } = run([{ card: modal.name, ...extra }], withCard(modal));
      return {
        abilities: object(modal.name).abilities.filter((text) => ['Double strike', 'Indestructible'].includes(text)),
        warnings: warnings.slice(1),
      };
    };
    expect(gained({ chosen: 'Density Control' })).toEqual({
      abilities: ['Indestructible'],
      warnings: [expect.stringMatching(/"• Solar Beam — .*" is not made an effect: a mode \(700\.2\).*\("Density Control" was\)$/)],
    });
    const unchosen = gained({});
    expect(unchosen.abilities).toEqual([]);
    expect(unchosen.warnings).toEqual(
      [1, 2].map(() => expect.stringMatching(/a mode \(700\.2\).*only when chosen.*give "chosen" beside "card"/)),
    );
  });

  it('names typed landwalk and typecycling, a cost in words after a dash, "partner with" and "enchant" keyword abilities', () => {
    const abilities = [
      'Swampwalk',
      'Nonbasic landwalk',
      'Plainscycling {2}',
      'Basic landcycling {1}{R} ({1}{R}, Discard this card: Search your library for a basic land card.)',
      'Cycling {2}',
      'Ward—{2}, Pay 2 life.',
      'Escape—{3}{B}{B}, Exile four other cards from your graveyard.',
      'Partner with Test Friend, the Second',
      'Enchant creature, land, or planeswalker',
      'Swampwalkers are wise.',
    ];
    expect(reasonsOf({ ...testCreature, abilities })).toEqual([
      ...abilities.slice(0, -1).map(() => expect.stringMatching(/^a keyword ability \(702\.1\)/)),
      expect.stringMatching(/^Not understood/),
    ]);
  });
});
