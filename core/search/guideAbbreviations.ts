// The IPG's abbreviations: a query expands each to the name it stands for (query.ts, thesaurus.ts), and a guide's
// sections are found by those names (guideTerms.ts).

/**
 * The IPG's abbreviations of infractions and penalties, read as the name (a quoted phrase) so that whichever IPG is
 * imported, whatever its numbering, finds it by its text.
 */
export const guideAbbreviations: Readonly<Record<string, string>> = {
  ftmgs: 'failure to maintain game state',
  grv: 'game rule violation',
  lec: 'looking at extra cards',
  hce: 'hidden card error',
  mpe: 'mulligan procedure error',
  dec: 'drawing extra cards',
  usc: 'unsporting conduct',
  cpv: 'communication policy violation',
  lpv: 'limited procedure violation',
  oa: 'outside assistance',
  dlp: 'decklist problem',
  dp: 'deck problem',
  // the penalties
  gl: 'game loss',
  ml: 'match loss',
  dq: 'disqualification',
};
