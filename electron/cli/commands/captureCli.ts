// Runs the CLI in-process with a fake CliIo that keeps what it writes, for the command tests.
import type { CliIo, ExitCode } from '../io.ts';
import { runCli } from '../run.ts';

export interface CapturedRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
}

/** Where a captured run happens: its environment, working folder and standard input. */
export interface CaptureSetting {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdin?: string;
}

export async function runCaptured(argv: readonly string[], setting: CaptureSetting): Promise<CapturedRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => setting.stdin ?? '',
    env: setting.env,
    cwd: setting.cwd,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** HOME points nowhere, so the commands see no imported database and answer from the embedded catalog. */
export const noDatabase: CaptureSetting = { env: { HOME: '/nonexistent/arbiter-test-home' }, cwd: '.' };

export function captureCli(...argv: string[]): Promise<CapturedRun> {
  return runCaptured(argv, noDatabase);
}
