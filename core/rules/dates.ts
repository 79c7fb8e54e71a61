// "April 17, 2026" / "2007/10/01" → ISO dates.
const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (n: number): string => String(n).padStart(2, '0');

/** The first English long date ("April 17, 2026") in the text as YYYY-MM-DD, or null. */
export function findLongDate(text: string): string | null {
  const match = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/i.exec(
    text,
  );
  if (!match) return null;
  const month = months.indexOf(match[1]!.toLowerCase()) + 1;
  const day = Number(match[2]);
  return day >= 1 && day <= 31 ? `${match[3]}-${pad(month)}-${pad(day)}` : null;
}
