import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './analyze.ts';
import { featuresOf, headingFacts } from './rank.ts';
import { buildTerms, stemKey } from './terms.ts';
import { corpus, corpusGlossary, feature, row } from '../../test/support/candidates.ts';
import { counterEntry } from '../../test/support/glossary.ts';

// otherTermsRule: an entry that is another term's than the question's (a keyword's rules for an everyday question, a
// named thing's rule, a variant's, another sense's, another step's).

describe("ranking marks another term's entries", () => {
  it('marks an entry under a titled rule the query does not name, and no heading or definition', () => {
    const keywordTrail = (keyword: string): string[] => ['Additional Rules', 'Keyword Abilities', keyword];
    const [under, named, heading, definition] = featuresOf(analyzeQuery('deathtouch', corpus), [
      row('702.19b', 'The controller of an attacking creature with trample assigns its combat damage.', { trail: keywordTrail('Trample') }),
      row('702.2b', 'Any nonzero amount of damage dealt by a source with deathtouch is lethal damage.', {
        trail: keywordTrail('Deathtouch'),
      }),
      row('702', 'Keyword Abilities', { trail: ['Additional Rules'] }),
      row(null, 'Trample'),
    ]);
    expect(feature('otherTermsRule', under!)).toBe(1);
    expect([named, heading, definition].map((values) => feature('otherTermsRule', values!))).toEqual([0, 0, 0]);
  });

  it("marks a rule saying what a named thing is as that name's, for a query that does not say it", () => {
    const wicked = row(
      '111.10q',
      'A Wicked Role token is an Aura with “When this token is put into a graveyard, each opponent loses 1 life.”',
    );
    const general = row('111.7', 'A token that’s in a zone other than the battlefield ceases to exist.');
    const marks = (query: string): number[] =>
      featuresOf(analyzeQuery(query, corpus), [wicked, general]).map((values) => feature('otherTermsRule', values));
    expect(marks('token goes to the graveyard')).toEqual([1, 0]);
    expect(marks('wicked role token in a graveyard')).toEqual([0, 0]);
    // only a capitalised name before "is": a sentence about tokens in general names nothing
    expect(headingFacts('entry', 'A token is not a card.', [], '111.4', 'A token is not a card.').ruleTitleKeys).toEqual([]);
    expect(headingFacts('entry', 'A Food token is an artifact.', [], '111.10b', 'A Food token is an artifact.').ruleTitleKeys).toEqual([
      stemKey('Food'),
    ]);
  });

  it("marks a rule defining a keyword's variant as the variant's, for a query that names the keyword alone", () => {
    const variant = row('702.19c', 'Trample over planeswalkers is a variant of trample that modifies how damage is assigned.');
    const plain = row('702.19b', 'The controller of an attacking creature with trample first assigns damage to the blockers.');
    const marks = (query: string): number[] =>
      featuresOf(analyzeQuery(query, corpus), [variant, plain]).map((values) => feature('otherTermsRule', values));
    expect(marks('how much trample damage is assigned to the player')).toEqual([1, 0]);
    expect(marks('trample over planeswalkers damage')).toEqual([0, 0]);
    // a quoted variant with a parameter is read by saysMeaning for the question that says its joining word
    const quoted = '“Hexproof from [quality]” is a variant of the hexproof ability.';
    expect(headingFacts('entry', quoted, [], '702.11d', quoted).ruleTitleKeys).toEqual([]);
  });

  it('marks a rule of another step than the one a question names, and none for a question naming no step', () => {
    const terms = buildTerms({
      glossary: corpusGlossary,
      titles: [
        { number: '513', title: 'End Step' },
        { number: '514', title: 'Cleanup Step' },
      ],
    });
    const withSteps = { ...corpus, terms, uses: (w: string) => ({ spell: 900, cast: 800, step: 300 })[w] ?? 0 };
    const endStep = row('513.1', 'The end step has no turn-based actions, and once it begins the active player gets priority.', {
      trail: ['Turn Structure', 'End Step'],
    });
    const cleanup = row('514.3', 'Normally, no player receives priority during the cleanup step, so no spells can be cast.', {
      trail: ['Turn Structure', 'Cleanup Step'],
    });
    const marks = (query: string): number[] =>
      featuresOf(analyzeQuery(query, withSteps), [endStep, cleanup]).map((values) => feature('otherTermsRule', values));
    expect(marks('can I cast spells during the end step')).toEqual([0, 1]);
    expect(marks('can I cast spells during the cleanup step')).toEqual([1, 0]);
    expect(marks('can I cast spells whenever I want')).toEqual([0, 0]);
    expect(headingFacts('entry', 'A spell.', ['Additional Rules', 'Keyword Abilities', 'Trample'], '702.19b').stepKey).toBeNull();
  });

  it("marks an entry under a sense of a named term other than the one the question says, as another term's", () => {
    const terms = buildTerms({ glossary: [counterEntry(14)], titles: [] });
    const withCounter = { ...corpus, terms, uses: (w: string) => ({ counter: 300, spell: 900, marker: 10 })[w] ?? 0 };
    const marker = row('122.6', 'Some spells refer to counters being put on an object.', { trail: ['Game Concepts', 'Counters'] });
    const countering = row('701.6a', 'To counter a spell or ability means to cancel it, removing it from the stack.', {
      trail: ['Additional Rules', 'Keyword Actions', 'Counter'],
    });
    const [onMarker, onCountering] = featuresOf(analyzeQuery('can I counter a spell', withCounter), [marker, countering]);
    expect([feature('otherTermsRule', onMarker!), feature('otherTermsRule', onCountering!)]).toEqual([1, 0]);
    // no sense said: neither sense is another term's
    const [either] = featuresOf(analyzeQuery('counter', withCounter), [marker]);
    expect(feature('otherTermsRule', either!)).toBe(0);
  });

  it("does not count a titled rule as another term's when the query says its title in another form", () => {
    const trail = ['Additional Rules', 'Keyword Actions', 'Counter'];
    const countering = row('701.6a', 'To counter a spell or ability means to cancel it, removing it from the stack.', { trail });
    const [countered] = featuresOf(analyzeQuery('a spell is countered', corpus), [countering]);
    const [resolved] = featuresOf(analyzeQuery('a spell is resolved', corpus), [countering]);
    expect(feature('otherTermsRule', countered!)).toBe(0);
    expect(feature('otherTermsRule', resolved!)).toBe(1);
    // A word of another named term does not say the title, though Porter gives "equipment" the stem of "equip".
    const terms = buildTerms({ glossary: [{ id: 13, term: 'Equipment', senses: 'An artifact subtype.', cites: ['301'] }], titles: [] });
    const equip = row('702.6a', 'Equip is an activated ability of Equipment cards.', {
      trail: ['Additional Rules', 'Keyword Abilities', 'Equip'],
    });
    const [equipment] = featuresOf(analyzeQuery('equipment', { ...corpus, terms, uses: (w) => (w === 'equipment' ? 60 : 0) }), [equip]);
    expect(feature('otherTermsRule', equipment!)).toBe(1);
    // An inflection of the title's word in a named term does say it: "phased out" names Phased Out, ruled under Phasing.
    const phasedTerms = buildTerms({
      glossary: [{ id: 15, term: 'Phased In, Phased Out', senses: 'See rule 702.26.', cites: ['702.26'] }],
      titles: [],
    });
    const phasing = row('702.26b', 'A phased-out permanent is treated as though it does not exist.', {
      trail: ['Additional Rules', 'Keyword Abilities', 'Phasing'],
    });
    const [phasedOut] = featuresOf(analyzeQuery('phased out', { ...corpus, terms: phasedTerms, uses: (w) => (w === 'phased' ? 30 : 0) }), [
      phasing,
    ]);
    expect(feature('otherTermsRule', phasedOut!)).toBe(0);
  });
});
