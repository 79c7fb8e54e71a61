// "Copy citation" in the rule reader: CR 704.5j (April 17, 2026): <text>.

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-04-17" → "April 17, 2026"; anything else is returned as given. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

export function formatCitation(rule: { readonly number: string; readonly text: string }, effectiveDate: string | null): string {
  const date = effectiveDate === null ? '' : ` (${formatLongDate(effectiveDate)})`;
  return `CR ${rule.number}${date}: ${rule.text.replace(/\s+/g, ' ').trim()}`;
}
