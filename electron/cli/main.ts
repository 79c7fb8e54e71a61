import { decodeText } from './io.ts';
import { runCli } from './run.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return decodeText(Buffer.concat(chunks));
}

const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin,
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
process.exitCode = code;
