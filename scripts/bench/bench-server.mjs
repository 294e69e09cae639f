// Starting and stopping the server under a bench: the same command as `npm start` (server-command.mjs), on a
// free port, with the per-client rate limit lifted (600/min would turn a load test into a test of 429s).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverProcessArgs } from '../server-command.mjs';

const READY_TIMEOUT_MS = 180_000;

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node <npm start's flags> <nodeArgs> apps/server/dist/main.js` with `env` over the bench's defaults, once
 * /readyz answers (a server that seeds on start answers it once seeded). `port` picks the port.
 */
export async function startBenchServer(root, env, { nodeArgs = [], port: chosen } = {}) {
  const port = chosen ?? (await freePort());
  const child = spawn(process.execPath, serverProcessArgs(root, nodeArgs), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready in ${READY_TIMEOUT_MS / 1000} s`);
}

/** Stops a server with SIGTERM (it drains) and resolves once it has exited. */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
