// Copying a rule or glossary entry to read aloud or send: the citation "CR 704.5j (2026-04-17)", the citation with the
// text, and a link arbiter://rule/704.5j@2026-04-17 that opens the same view in another copy of Arbiter.

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-04-17" → "April 17, 2026"; anything else is returned as given. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** What a citation calls a source: "CR" for the Comprehensive Rules, otherwise its title. */
export const sourceLabel = (kind: string | undefined, title: string): string => (kind === 'comprehensive-rules' ? 'CR' : title);

/** "CR 704.5j (2026-04-17)": the rule, and the date of the rules it was read in. */
export function formatCitation(label: string, number: string, effectiveDate: string | null): string {
  return `${label} ${number}${effectiveDate === null ? '' : ` (${effectiveDate})`}`;
}

/** The citation and the text on one line, spacing as in running prose. */
export function formatCitationWithText(citation: string, text: string): string {
  return `${citation}: ${text.replace(/\s+/g, ' ').trim()}`;
}

/** The Copy buttons of a rule or glossary entry: its citation, the citation with its text, and a link that opens it. */
export function citationCopies(citation: string, text: string, link: string): { readonly label: string; readonly text: string }[] {
  return [
    { label: 'Copy citation', text: citation },
    { label: 'Copy text', text: formatCitationWithText(citation, text) },
    { label: 'Copy link', text: link },
  ];
}
