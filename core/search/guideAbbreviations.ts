// The IPG's abbreviations (core/search/guideTerms.ts reads them as names of the imported guide's sections).

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
