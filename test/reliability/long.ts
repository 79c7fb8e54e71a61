// `npm run test:long`: the reliability suite at the full counts (10^5 search queries, 10^4 engine scenarios),
// set here rather than in the shell so the script runs the same on Windows.
import { startVitest } from 'vitest/node';

process.env['ARBITER_LONG'] = '1';
const vitest = await startVitest('test', ['test/reliability'], { run: true, watch: false });
await vitest.close();
process.exitCode = vitest.state.getCountOfFailedTests() > 0 || vitest.state.errorsSet.size > 0 ? 1 : 0;
