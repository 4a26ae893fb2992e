/** Running the command-line tools as `npm run` would, for their tests. */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const execute = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/**
 * Node's arguments for a tool or a test's API process running `script`: wasm in V8's baseline compiler
 * only. These processes live a few seconds; PGlite's optimising compile in the background was half of
 * each one's CPU time, and the tests run many of them.
 */
export function nodeArgs(script: string, ...args: string[]): string[] {
  return ['--liftoff-only', script, ...args];
}

/** What a finished tool printed, and its exit code. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A port nothing listens on: a tool must find the shop from DATA_DIR's lock, not from PORT. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs `script` (a path) with the project's Node in the project's folder; a failed exit is a Run too. */
export async function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeout?: number,
): Promise<Run> {
  try {
    const { stdout, stderr } = await execute(process.execPath, nodeArgs(script, ...args), {
      cwd: root,
      env,
      timeout,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
