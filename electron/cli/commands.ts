import { cardCommand } from './commands/card.ts';
import { cardsCommand } from './commands/cards.ts';
import { cardsFindCommand } from './commands/cardsFind.ts';
import { changesCommand } from './commands/changes.ts';
import { glossaryCommand } from './commands/glossary.ts';
import { importCommand } from './commands/import.ts';
import { importCardsCommand } from './commands/importCards.ts';
import { readEffectCommand } from './commands/readEffect.ts';
import { removeCardsCommand, removeCommand } from './commands/remove.ts';
import { ruleCommand } from './commands/rule.ts';
import { searchCommand } from './commands/search.ts';
import { simulateCommand } from './commands/simulate.ts';
import { sourcesCommand } from './commands/sources.ts';
import { subtypeCommand } from './commands/subtype.ts';
import { typeLineCommand } from './commands/type-line.ts';
import { typesCommand } from './commands/types.ts';
import { updateCommand } from './commands/update.ts';
import { updateCardsCommand } from './commands/updateCards.ts';
import type { CliCommand } from './io.ts';

/** Every CLI command, in the order the help lists them. Each lives in its own module under commands/. */
export const commands: readonly CliCommand[] = [
  typesCommand,
  typeLineCommand,
  subtypeCommand,
  importCommand,
  sourcesCommand,
  removeCommand,
  searchCommand,
  ruleCommand,
  glossaryCommand,
  changesCommand,
  updateCommand,
  simulateCommand,
  readEffectCommand,
  importCardsCommand,
  updateCardsCommand,
  cardsCommand,
  removeCardsCommand,
  cardCommand,
  cardsFindCommand,
];
