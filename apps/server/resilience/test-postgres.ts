import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The PostgreSQL the resilience suite may restart at will: a cluster of its own (initdb into a temporary
 * folder, a free port from 55432 up), or, when that is impossible and TEST_DATABASE_URL is given, a
 * scratch database on that server whose "restart" refuses new connections and terminates every backend
 * of the scratch database only. The shared server itself is never stopped or restarted.
 */
export interface TestPostgres {
  /** Connection URL of the database the server copies use. */
  url: string;
  kind: 'own cluster' | 'scratch database on TEST_DATABASE_URL';
  /** What the restart fault does, for the report. */
  restartKind: string;
  /** Takes the database away for `downMs` and brings it back; resolves once it accepts connections. */
  restart(downMs: number): Promise<void>;
  /** Stops the cluster and removes its folder (or drops the scratch database). Safe to call twice. */
  dispose(): Promise<void>;
  /** The same, synchronously, for a process that is exiting. */
  disposeSync(): void;
  /** The last lines of the cluster's log (own cluster), for failure messages. */
  logTail(lines?: number): string;
}

const DATABASE_NAME = 'nearbite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port on 127.0.0.1 nobody listens on, at `from` or above. */
async function freePortFrom(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}…${from + 199}`);
}

/** The newest installed PostgreSQL's bin folder: PG_BIN_DIR, /usr/lib/postgresql/<n>/bin, or pg_config. */
function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      last = (error as Error).message;
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(200);
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms (${last})`);
}

/** A cluster of the suite's own; PostgreSQL refuses to run as root, so root runs it as `postgres`. */
async function startOwnCluster(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'nearbite-resilience-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };
  // The restart runs while the suite's load keeps going, so it must not block the event loop.
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = asRoot ? 'runuser' : join(bin, tool);
      const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
      const child = spawn(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`${tool} ${args.join(' ')} failed (${code ?? signal}): ${stderr}`)),
      );
    });
  let started = false;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    const port = await freePortFrom(55432);
    // The socket lives in the cluster's own folder, so nothing in /tmp is shared with another cluster.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=120`;
    const start = () =>
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
    const stop = (mode: 'fast' | 'immediate') =>
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    start();
    started = true;
    const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
    await waitForConnections(`${serverUrl}/postgres`, 30_000);
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`create database ${DATABASE_NAME}`);
    await admin.end();
    const url = `${serverUrl}/${DATABASE_NAME}`;
    let disposed = false;
    const disposeSync = () => {
      if (disposed) return;
      disposed = true;
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      removeDir();
    };
    return {
      url,
      kind: 'own cluster',
      restartKind: 'pg_ctl stop -m fast, down, pg_ctl start',
      async restart(downMs) {
        await runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
        await sleep(downMs);
        await runAsync('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
        await waitForConnections(url, 30_000);
      },
      dispose: async () => disposeSync(),
      disposeSync,
      logTail: (lines = 30) =>
        existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : '',
    };
  } catch (error) {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // nothing to stop
      }
    }
    removeDir();
    throw error;
  }
}

/** A scratch database on TEST_DATABASE_URL's server; its "restart" touches that database alone. */
async function startScratchDatabase(sharedUrl: string): Promise<TestPostgres> {
  const server = new URL(sharedUrl);
  const name = `nb_resilience_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(server);
  adminUrl.pathname = '/postgres';
  const url = new URL(server);
  url.pathname = `/${name}`;
  const onAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => {});
    }
  };
  await onAdmin((client) => client.query(`create database ${name}`));
  const terminate = (client: pg.Client) =>
    client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  let disposed = false;
  const drop = async () => {
    if (disposed) return;
    disposed = true;
    await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).catch(() => {});
  };
  return {
    url: url.toString(),
    kind: 'scratch database on TEST_DATABASE_URL',
    restartKind: 'allow_connections off, pg_terminate_backend of every backend, down, allow_connections on',
    async restart(downMs) {
      await onAdmin(async (client) => {
        await client.query(`alter database ${name} allow_connections false`);
        await terminate(client);
      });
      await sleep(downMs);
      await onAdmin(async (client) => {
        await terminate(client);
        await client.query(`alter database ${name} allow_connections true`);
      });
      await waitForConnections(url.toString(), 30_000);
    },
    dispose: drop,
    disposeSync: () => {
      if (disposed) return;
      disposed = true;
      spawnSync(
        'psql',
        [
          adminUrl.toString(),
          '-c',
          `alter database ${name} allow_connections true`,
          '-c',
          `drop database if exists ${name} with (force)`,
        ],
        { timeout: 10_000 },
      );
    },
    logTail: () => '',
  };
}

/**
 * The suite's database: its own cluster, or a scratch database on TEST_DATABASE_URL when no cluster can
 * be started here (no PostgreSQL binaries, no `postgres` user).
 */
export async function startTestPostgres(log: (line: string) => void): Promise<TestPostgres> {
  try {
    return await startOwnCluster();
  } catch (error) {
    const shared = process.env.TEST_DATABASE_URL;
    if (!shared) throw error;
    log(
      `own PostgreSQL cluster impossible (${(error as Error).message.split('\n')[0]}); using TEST_DATABASE_URL`,
    );
    return startScratchDatabase(shared);
  }
}
