// arbiter simulate <file|-> [--json]: a scenario through the layers of CR 613, with the rule-cited trace.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatTrace, parseScenario, simulate } from '../../../core/engine/index.ts';
import { defineCommand, writeJson } from '../io.ts';

export const simulateCommand = defineCommand({
  name: 'simulate',
  usage: 'simulate <file|-> [--json]',
  summary: "Apply a scenario's continuous effects through the layers (CR 613) and explain each step",
  positionals: { min: 1, max: 1, otherwise: 'give one scenario file, or - for standard input' },
  async run(call, io) {
    const where = call.positionals[0]!;
    let text: string;
    try {
      text = where === '-' ? await io.readStdin() : await readFile(resolve(io.cwd, where), 'utf8');
    } catch (error) {
      io.stderr(`arbiter simulate: cannot read ${where}: ${(error as Error).message}\n`);
      return 2;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      io.stderr(`arbiter simulate: ${where} is not JSON: ${(error as Error).message}\n`);
      return 2;
    }
    const scenario = parseScenario(json);
    if (!scenario.ok) {
      io.stderr(`arbiter simulate: ${scenario.error.message}\n`);
      return 2;
    }
    const result = simulate(scenario.value);
    if (call.json) writeJson(io, result);
    else {
      for (const warning of result.warnings) io.stderr(`warning: ${warning}\n`);
      io.stdout(`${result.objects.map(formatTrace).join('\n\n')}\n`);
    }
    return 0;
  },
});
