// What the benchmarks share to time work: percentiles, a "p50, p95, max" line, and wall and CPU time per call.

/** The p-th percentile of values sorted ascending (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** "p50 … ms, p95 … ms, max … ms" of values sorted ascending. */
export const spread = (sorted: readonly number[], digits = 2): string =>
  `p50 ${percentile(sorted, 50).toFixed(digits)} ms, p95 ${percentile(sorted, 95).toFixed(digits)} ms, ` +
  `max ${sorted.at(-1)!.toFixed(digits)} ms`;

/**
 * Calls `body` on each item, `rounds` times over: the wall time of each call and this process's CPU time for it (on a
 * shared machine other work takes the CPU in the middle of a call; the CPU time shows the cost without the waiting),
 * each list sorted ascending, in milliseconds.
 */
export function timeEach<T>(items: readonly T[], rounds: number, body: (item: T) => unknown): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const item of items) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      body(item);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}
