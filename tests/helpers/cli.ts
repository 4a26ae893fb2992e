/** Running the command-line tools as `npm run` would, and the API alone in a process, for their tests. */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
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
function nodeArgs(script: string, ...args: string[]): string[] {
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

/** The environment `npm start` gives the shop on `dataDir`: PGlite there, no mail, and no SHOP_ADMIN_TOKEN (it generates one in DATA_DIR). */
export function shopEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' };
  delete env.SHOP_ADMIN_TOKEN;
  return env;
}

/** A running tests/helpers/api-process.ts and where it answers. */
export interface ApiProcess {
  child: ChildProcess;
  port: string;
  url: string;
}

/** Starts the API alone (tests/helpers/api-process.ts) with `env`, once it says which port it listens on. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, nodeArgs('tests/helpers/api-process.ts'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the API exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) done(match[1]!);
    });
  });
  return { child, port, url: `http://127.0.0.1:${port}` };
}
