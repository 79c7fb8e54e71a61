// The trace as text a judge can read aloud, one step per line with the rules cited.
import { faceDownWords } from './faceDown.ts';
import { cardNameOf, type ObjectResult } from './model.ts';

export function formatTrace(result: ObjectResult): string {
  const pt = result.power === null ? '' : ` ${result.power}/${result.toughness}`;
  const renamed =
    result.faceDown !== undefined
      ? ` (${faceDownWords(result.faceDown)})`
      : result.currentName === ''
        ? ' (now with no name)'
        : result.currentName !== cardNameOf(result.name)
          ? ` (now named ${result.currentName})`
          : '';
  const head = [
    `${result.name}${renamed}: ${result.typeLine}${pt}`,
    result.colors.join(', ') || 'colorless',
    result.abilities.join(' | ') || 'no abilities',
  ].join('; ');
  if (result.trace.length === 0) return `${head}\n  No continuous effect applies: its printed characteristics stand (613.1).`;
  const steps = result.trace.map(
    (step, index) =>
      `  ${index + 1}. Layer ${step.layer} — ${step.effect}${step.order === null ? '' : ` [timestamp ${step.order}]`}\n     ` +
      `why: ${step.why}\n     ${step.before} → ${step.after}\n     rules: ${step.rules.join(', ')}`,
  );
  return [head, ...steps].join('\n');
}
