import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { request } from './http-client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An exit of a copy that the suite did not ask for. */
export interface UnexpectedExit {
  copy: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
  logTail: string;
}

/**
 * One real server process (`node apps/server/dist/main.js`) on its own port: started, killed with
 * SIGKILL, restarted, stopped. Its output goes to a log file whose tail names why it died. An exit the
 * suite did not cause is recorded in `unexpectedExits`.
 */
export class ServerCopy {
  readonly name: string;
  readonly port: number;
  private child: ChildProcess | null = null;
  private expectingExit = false;
  private readonly logFile: string;
  private readonly env: NodeJS.ProcessEnv;
  private readonly root: string;
  readonly unexpectedExits: UnexpectedExit[];
  /** How many times the process was started (the first start included). */
  starts = 0;

  constructor(options: {
    name: string;
    port: number;
    root: string;
    logDir: string;
    env: NodeJS.ProcessEnv;
    unexpectedExits: UnexpectedExit[];
  }) {
    this.name = options.name;
    this.port = options.port;
    this.root = options.root;
    this.env = options.env;
    this.logFile = join(options.logDir, `${options.name}.log`);
    this.unexpectedExits = options.unexpectedExits;
  }

  /** Whether the process runs (started and not exited). */
  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits for `/readyz` 200; throws with the log's tail if it exits or stalls. */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.alive) throw new Error(`${this.name} is already running`);
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [join(this.root, 'apps/server/dist/main.js')], {
      cwd: this.root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.expectingExit = false;
    this.starts += 1;
    child.once('exit', (code, signal) => {
      if (this.expectingExit || this.child !== child) return;
      this.unexpectedExits.push({ copy: this.name, code, signal, at: Date.now(), logTail: this.logTail() });
    });
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.alive) throw new Error(`${this.name} exited while starting:\n${this.logTail()}`);
      if ((await this.readyz(1_000)) === 200) return;
      await sleep(100);
    }
    await this.kill();
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.logTail()}`);
  }

  /** `/readyz`'s status, 0 when nothing answered within `timeoutMs`. */
  async readyz(timeoutMs = 2_000): Promise<number> {
    const answer = await request({ port: this.port, method: 'GET', path: '/readyz', timeoutMs });
    return answer.status;
  }

  /** Polls `/readyz` until it answers 200; answers the milliseconds it took, or null past `timeoutMs`. */
  async waitReady(timeoutMs: number): Promise<number | null> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.alive) return null;
      if ((await this.readyz(Math.min(2_000, timeoutMs))) === 200) return Date.now() - started;
      await sleep(100);
    }
    return null;
  }

  /** kill -9, as a crashed machine or an OOM kill would end it. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(10_000)]);
  }

  /** SIGTERM with a bounded wait, then SIGKILL. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (this.alive) await this.kill();
  }

  /** SIGKILL without waiting, for a process that is exiting. */
  killSync(): void {
    if (this.child && this.alive) {
      this.expectingExit = true;
      this.child.kill('SIGKILL');
    }
  }

  /** The last lines the process printed. */
  logTail(lines = 25): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}
