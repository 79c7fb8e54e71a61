// A large CR for tests and benchmarks that need an import to take a while: the own mini fixture with `rules` filler
// rules (written here, not copied from any release) added before its Glossary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const miniCr = readFileSync(join(import.meta.dirname, '../fixtures/rules/mini-cr.txt'), 'utf8');

export function largeCr(rules: number, effective = 'March 3, 2031'): Uint8Array {
  const filler = Array.from(
    { length: rules },
    (_, i) =>
      `\n8${String(Math.floor(i / 900)).padStart(2, '0')}.${(i % 900) + 1}. Filler rule ${i} for a long import: the active player ` +
      `chooses a permanent, then each other player in turn order may pay ${i % 7} life to counter target spell or ability.\n`,
  );
  const headings = Array.from({ length: Math.ceil(rules / 900) }, (_, h) => `\n8${String(h).padStart(2, '0')}. Filler ${h}\n`);
  const body = headings.map((heading, h) => heading + filler.slice(h * 900, (h + 1) * 900).join('')).join('');
  const dated = miniCr.replace('March 3, 2031', effective);
  // Before the Glossary heading of the body; the contents list near the top names it too.
  const glossaryAt = dated.lastIndexOf('\nGlossary\n');
  const text = `${dated.slice(0, glossaryAt)}\n8. Filler Rules\n${body}${dated.slice(glossaryAt)}`;
  return new TextEncoder().encode(text);
}
