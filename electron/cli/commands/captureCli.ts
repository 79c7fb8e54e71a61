// Runs the CLI in-process with a fake CliIo, for the type-system command tests.
// HOME points nowhere so the commands see no imported database and answer from the embedded catalog.
import type { CliIo, ExitCode } from '../io.ts';
import { runCli } from '../run.ts';

export async function captureCli(...argv: string[]): Promise<{ code: ExitCode; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => '',
    env: { HOME: '/nonexistent/arbiter-test-home' },
    cwd: '.',
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
