// `arbiter card "<name>"`: a card's page from imported card data — every face's Oracle text with its keywords and
// terms linked to the current CR, type line checked against CR 205, P/T, layout, legalities and dated rulings.
import type { CardPage } from '../../../core/cards/page.ts';
import { readCardPage } from '../../db/cardPage.ts';
import { cardPool } from '../../db/cardSearch.ts';
import { readCard } from '../../db/service.ts';
import { defineCommand, writeJson } from '../io.ts';

function formatPage(page: CardPage): string {
  const lines: string[] = [`${page.name}  (${page.layout})`];
  for (const face of page.faces) {
    if (page.faces.length > 1) lines.push('', `— ${face.name}`);
    lines.push(`${face.manaCost}`.trim() || '(no mana cost)');
    const pt = face.printedPower !== null ? ` ${face.printedPower}/${face.printedToughness ?? '?'}` : '';
    const loyalty = face.loyalty !== null ? ` loyalty ${face.loyalty}` : face.defense !== null ? ` defense ${face.defense}` : '';
    const check = face.typeLineCheck.valid ? '' : `  [type line: ${face.typeLineCheck.problems.map((p) => p.message).join('; ')}]`;
    lines.push(`${face.typeLine}${pt}${loyalty}${check}`);
    lines.push(...face.abilities.map((ability) => `  ${ability}`));
    const rules = face.links.filter((link) => link.rule).map((link) => `${link.title} ${link.rule}`);
    if (rules.length > 0) lines.push(`  Rules: ${[...new Set(rules)].join(', ')}`);
  }
  const legal = Object.entries(page.legalities).map(([format, status]) => `${format} ${status.toLowerCase()}`);
  if (legal.length > 0) lines.push('', `Legalities: ${legal.join(', ')}`);
  if (page.rulings.length > 0) lines.push('', 'Rulings:', ...page.rulings.map((r) => `  ${r.date}  ${r.text}`));
  return `${lines.join('\n')}\n`;
}

export const cardCommand = defineCommand({
  usage: 'card "<name>" [--db PATH] [--json]',
  summary: 'a card from imported card data: Oracle text with rule links, type line (CR 205), legalities, dated rulings',
  positionals: { min: 1, max: Infinity, otherwise: 'give a card name, e.g. "Blood Moon"' },
  run(call, io) {
    const asked = call.positionals.join(' ');
    const found = call.withDatabase((db) => {
      // A name that is no card's but a typo or two from one card's, nearer than from any other, is that card's.
      const exact = readCardPage(db, asked);
      const name = exact ? asked : (cardPool(db).misspelt(asked) ?? asked);
      const page = exact ?? (name === asked ? null : readCardPage(db, name));
      // The face asked for (or the first), at the top level as before; the whole card around it.
      const face = page ? (readCard(db, name) ?? readCard(db, page.faces[0]?.name ?? page.name)) : null;
      return { name, page, face, like: page ? [] : cardPool(db).nearest(asked, 5) };
    });
    const name = found?.name ?? asked;
    if (found?.page && name !== asked) io.stderr(`arbiter card: no card "${asked}"; showing ${name}\n`);
    if (!found?.page) {
      if (call.json) writeJson(io, null);
      io.stderr(
        `arbiter card: no card "${name}" in the imported card data${
          found && found.like.length > 0 ? `; did you mean: ${found.like.join(', ')}` : ' (import some with arbiter import-cards <file>)'
        }\n`,
      );
      return 1;
    }
    if (call.json) writeJson(io, { ...found.face, card: found.page.name, ...found.page, name: found.face?.name ?? found.page.name });
    else io.stdout(formatPage(found.page));
    return 0;
  },
});
