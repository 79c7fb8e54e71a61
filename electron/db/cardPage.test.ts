// Card text linked to the rules: keyword abilities and actions to their rules, other CR terms to the glossary, on a
// small CR written here in the official shape.
import { describe, expect, it } from 'vitest';
import { keywordLinks, ruleLinks } from './cardPage.ts';
import { importDocument, openDatabase } from './service.ts';

const smallCr = `Magic: The Gathering Comprehensive Rules

These rules are effective as of March 3, 2031.

Contents

7. Additional Rules
701. Keyword Actions
702. Keyword Abilities
Glossary
Credits

7. Additional Rules

701. Keyword Actions

701.1. Most actions described in a card's rules text use the standard English definitions of the verbs within them.

701.2. Planeswalk

701.2a A player may planeswalk only during a Planechase game.

702. Keyword Abilities

702.1. Most abilities describe exactly what they do in the card's rules text.

702.2. Equip

702.2a Equip is an activated ability of Equipment cards.

702.3. Poisonous

702.3a Poisonous is a triggered ability that gives a player poison counters.

Glossary

Equip
A keyword ability that attaches an Equipment to a creature. See rule 702.2.

Equipment
An artifact subtype. Equipment can be attached to creatures.

Planeswalk
To move from one plane to another. See rule 701.2.

Planeswalker
A card type.

Poison Counter
A counter that may cause a player to lose the game.

Poisonous
A keyword ability. See rule 702.3.

Credits

Written for this test.
`;

function database() {
  const db = openDatabase(':memory:');
  const imported = importDocument(db, { fileName: 'small-cr.txt', content: new TextEncoder().encode(smallCr) });
  if (!imported.ok) throw new Error(imported.error.message);
  return db;
}

describe('card text links', () => {
  it('links a keyword said in any of its forms to its rule', () => {
    const db = database();
    expect(keywordLinks(db, 'Equip {2}. Poisonous 1. You planeswalk.').map((l) => [l.title, l.rule])).toEqual([
      ['Equip', '702.2'],
      ['Poisonous', '702.3'],
      ['Planeswalk', '701.2'],
    ]);
    db.close();
  });

  it('links a word naming another term exactly to that term, not to the keyword whose stem it shares', () => {
    const db = database();
    const text = 'Destroy target planeswalker or Equipment. Its controller gets two poison counters.';
    expect(keywordLinks(db, text)).toEqual([]);
    expect(ruleLinks(db, text).map((l) => l.glossary ?? l.title)).toEqual(['Planeswalker', 'Equipment', 'Poison Counter']);
    db.close();
  });
});
