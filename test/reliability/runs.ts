// How many random cases the reliability suite runs: small in `npm test`, the full counts in `npm run test:long`
// (ARBITER_LONG=1): 10^5 search queries and 10^4 engine scenarios.
export const long = process.env['ARBITER_LONG'] === '1';

export const runs = {
  searchQueries: long ? 100_000 : 2_000,
  engineScenarios: long ? 10_000 : 300,
  killPoints: long ? 12 : 3,
} as const;

/** Room for the long runs: vitest's default would stop them. */
export const longTimeout = long ? 3_600_000 : 120_000;
