import { describe, expect, it } from 'vitest';
import { parseEffectText } from '../../../core/engine/index.ts';
import { splitRefusal } from './refusal.ts';

describe('a refused wording', () => {
  it("keeps the reader's problem on one line, the words marked, and the list of forms apart", () => {
    for (const text of ['All creatures are blurple.', 'Florp the glorp.', 'Whenever a creature dies, draw a card.']) {
      const parsed = parseEffectText(text, 'Source');
      expect(parsed.ok, text).toBe(false);
      if (parsed.ok) continue;
      const refusal = splitRefusal(parsed.error.message);
      expect(refusal.problem, text).not.toContain('\n');
      expect(refusal.problem, text).toMatch(/⟦.+⟧/);
      expect(refusal.problem, text).not.toContain(refusal.forms!);
      expect(refusal.forms, text).toContain('<subject>');
    }
  });
  it('leaves a message without a list of forms whole', () => {
    expect(splitRefusal('No card named Opalescence.')).toEqual({ problem: 'No card named Opalescence.', forms: null });
  });
});
