// arbiter simulate <file|-> [--json]: a scenario through the layers of CR 613, with the rule-cited trace.
// `simulate --cards "Blood Moon" "Urborg, Tomb of Yawgmoth"` builds the scenario from card names alone; a scenario file's
// objects may be {"card": "<name>"} too. Both fill objects from imported card data (see core/cards/scenarioCards.ts).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fillScenarioFromCards, namesCards, noCardData, type CardLookup } from '../../../core/cards/scenarioCards.ts';
import { formatTrace, parseScenario, simulate } from '../../../core/engine/index.ts';
import { cardPool } from '../../db/cardSearch.ts';
import { readCard, readCardEntry } from '../../db/service.ts';
import { type CliIo, decodeText, defineCommand, UsageError, writeJson } from '../io.ts';

async function readScenarioJson(where: string, io: CliIo): Promise<{ json: unknown } | { failed: string }> {
  let text: string;
  try {
    text = where === '-' ? await io.readStdin() : decodeText(await readFile(resolve(io.cwd, where)));
  } catch (error) {
    return { failed: `cannot read ${where}: ${(error as Error).message}` };
  }
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { failed: `${where} is not JSON: ${(error as Error).message}` };
  }
}

/** A zone before a name puts the card there ("graveyard: Lightning Bolt", for Tarmogoyf); else it is on the battlefield. */
const zonePrefix = /^\s*(hand|graveyard|library|exile|stack|command)\s*:\s*(.+)$/i;

function cardObject(given: string): { card: string; zone?: string } {
  const inZone = zonePrefix.exec(given);
  return inZone === null ? { card: given } : { card: inZone[2]!.trim(), zone: inZone[1]!.toLowerCase() };
}

export const simulateCommand = defineCommand({
  usage: 'simulate <file|-> | --cards "[zone:]<name>" … [--turn WHO] [--db PATH] [--json]',
  summary:
    "apply a scenario's continuous effects through the layers (CR 613) and explain each step; --cards: from card names " +
    '("graveyard: Lightning Bolt" puts one in a graveyard)',
  async run(call, io) {
    const { positionals, flags } = call;
    let json: unknown;
    if (flags.has('cards')) {
      if (positionals.length === 0) throw new UsageError('give card names after --cards, e.g. --cards "Blood Moon" "Mutavault"');
      json = { objects: positionals.map(cardObject) };
    } else {
      if (positionals.length !== 1) throw new UsageError('give one scenario file, or - for standard input, or --cards and card names');
      const read = await readScenarioJson(positionals[0]!, io);
      if ('failed' in read) return call.fail(read.failed);
      json = read.json;
    }
    // --turn: whose turn it is (102.1), for "during your turn"; it stands for the file's own "turn"
    const turn = flags.get('turn');
    if (turn !== undefined) {
      if (turn !== 'you' && turn !== 'opponent') throw new UsageError('--turn takes "you" or "opponent": whose turn it is');
      if (typeof json === 'object' && json !== null && !Array.isArray(json)) json = { ...json, turn };
    }
    // Card objects are filled from card data; with "effects" not given, every object's abilities that read as
    // continuous effects are made its effects, card or not.
    const filled = namesCards(json)
      ? call.withDatabase((db) => {
          // A whole card's name ("Fire // Ice") stands for its first face, the one that is on the battlefield.
          const card = (name: string) => readCard(db, name) ?? readCard(db, readCardEntry(db, name)?.faces[0]?.name ?? '');
          const lookup: CardLookup = { card, nearest: (name) => cardPool(db).nearest(name, 5) };
          return fillScenarioFromCards(json, lookup);
        })
      : fillScenarioFromCards(json, noCardData);
    if (filled === null) return call.fail('no card data: the database does not exist (import some with arbiter import-cards <file>)');
    if (!filled.ok) return call.fail(filled.error.message);
    json = filled.value.scenario;
    const fillWarnings = filled.value.warnings;
    const scenario = parseScenario(json);
    if (!scenario.ok) return call.fail(scenario.error.message);
    const simulated = simulate(scenario.value);
    const result = { ...simulated, warnings: [...fillWarnings, ...simulated.warnings] };
    if (call.json) writeJson(io, result);
    else {
      for (const warning of result.warnings) io.stderr(`warning: ${warning}\n`);
      io.stdout(
        result.objects.length === 0
          ? 'The board is empty: the scenario has no objects.\n'
          : `${result.objects.map(formatTrace).join('\n\n')}\n`,
      );
    }
    return 0;
  },
});
