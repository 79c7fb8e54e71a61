import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { searchChecks } from '../../test/support/searchChecks.ts';
import { describeShared, sharedData } from '../../test/support/shared.ts';
import { importDocument, openDatabase } from './service.ts';

// Everyday wordings (core/search/wordings.ts) are answered by the rule that says what the rules write for them, word
// for word (the ranking's wordingSaid), in every CR version.
describeShared('searchRules answers an everyday wording by the rule writing it as the rules do, in each real CR version', () => {
  const db = openDatabase(':memory:');
  for (const name of ['cr-2024-03-08.txt', 'cr-2026-04-17.txt'])
    importDocument(db, { fileName: name, content: readFileSync(sharedData(name)) });

  const { saidWithin } = searchChecks(db);

  it('puts the rule saying the wording before those saying its words apart', () => {
    // a searching player "isn’t required to find" cards of a stated quality: not the rule on searching as a whole
    saidWithin(2, [['am I allowed to fail to find with a tutor', /isn’t required to find/]]);
    saidWithin(1, [
      // players at 0 together "lose simultaneously": a draw
      ['we both hit 0 from the same spell, who wins', /lose simultaneously/],
      // a permanent tapped for mana activates a mana ability, which can't be responded to
      ['tapping a land for mana can my opponent respond', /activated mana ability doesn’t go on the stack/],
    ]);
  });

  it('reads a library said empty as one "with no cards", mana kept for later as the pool that empties', () => {
    saidWithin(1, [
      ['there are no cards left in my library and I have to draw', /library with no cards in it/],
      ['can I keep my mana for combat', /mana pool empties/],
    ]);
    saidWithin(3, [['can I save the mana for my second main phase', /mana pool empties/]]);
  });

  it('reads a permanent that "stays" as one that remains on the battlefield, one "new" as a new object', () => {
    saidWithin(1, [
      // an Equipment whose creature is gone becomes unattached and remains on the battlefield
      ['does the equipment stay on the battlefield when the creature dies', /It remains on the battlefield/],
      // a permanent that transforms doesn't become a new object
      ['is a transformed creature a new creature', /doesn’t become a new object/],
    ]);
  });
});
