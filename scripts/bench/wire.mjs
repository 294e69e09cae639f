// Small on the wire: the page of 50 stores (GET /apis/v1/businesses, 1,000 businesses, seed 1) as the built
// server sends it plain, with brotli and with gzip, against the 12 kB budget; and what compressing costs the
// server per page, in process and under load (new pages, and the same page again, served from the cache).
//
//   import { benchWire } from './bench/wire.mjs';
//   const rows = await benchWire({ root });   // [{ figure, value, unit, budget, ok }]
//
// Run alone: node scripts/bench/wire.mjs. The catalog is the PostgreSQL database nb_bench_wire_1k (created and
// seeded when missing; BENCH_WIRE_DATABASE_URL names another), the server's port free (BENCH_WIRE_PORT picks one).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pg from 'pg';
import { startBenchServer, stopServer } from './bench-server.mjs';

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = process.env.BENCH_WIRE_DATABASE_URL ?? `${POSTGRES_SERVER}/nb_bench_wire_1k`;
const BUSINESSES = 1000;
const SEED = 1;
const CENTRE = { longitude: -122.4075, latitude: 37.788 };
const PAGE_PATH = `/apis/v1/businesses?longitude=${CENTRE.longitude}&latitude=${CENTRE.latitude}&range=40&pageNumber=1&pageCapacity=50`;
const BUDGET_BYTES = 12 * 1024;
const LOAD_CONNECTIONS = 16;
const LOAD_SECONDS = 5;

const progress = (message) => process.stderr.write(`  wire bench: ${message}\n`);
const kB = (bytes) => (bytes / 1024).toFixed(1);

/** The id the seed generator gives the catalog's last business: proves which catalog a database holds. */
async function lastBusinessId(root) {
  const { deterministicUuid } = await import(
    pathToFileURL(join(root, 'apps/server/dist/seed/deterministic-id.js')).href
  );
  return deterministicUuid(SEED, 'business', BUSINESSES - 1);
}

function seedInto(root, env) {
  progress(`seeding ${BUSINESSES} businesses`);
  const seed = join(root, 'apps/server/dist/seed/seed.cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [seed, '--businesses', String(BUSINESSES), '--seed', String(SEED)],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`))));
  });
}

async function onPostgres(url, work) {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await connection.connect();
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/**
 * A PostgreSQL database holding the catalog, created and seeded unless it already holds it: the server's
 * CPU then is the server's own (on PGlite the database runs inside the server process and drowns the figure).
 */
async function preparePostgres(root) {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const serverUrl = new URL(DATABASE_URL);
  serverUrl.pathname = '/postgres';
  const marker = await lastBusinessId(root);
  const exists = await onPostgres(serverUrl.href, async (connection) => {
    const result = await connection.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount > 0;
  });
  if (!exists)
    await onPostgres(serverUrl.href, (connection) => connection.query(`create database "${name}"`));
  const loaded = await onPostgres(url.href, async (connection) => {
    try {
      const result = await connection.query(
        'select count(*)::int as count, bool_or(id = $1) as marked from businesses',
        [marker],
      );
      return result.rows[0].count === BUSINESSES && result.rows[0].marked === true;
    } catch {
      return false; // no tables yet
    }
  });
  if (!loaded) {
    if (exists)
      throw new Error(`${name} holds another catalog: drop it or name another (BENCH_WIRE_DATABASE_URL)`);
    await seedInto(root, { DATABASE_URL: url.href });
    await onPostgres(url.href, (connection) => connection.query('analyze'));
  }
  return { DATABASE_URL: url.href };
}

/** Keep-alive GETs with node:http, as the nearby bench's client; the body is kept as it came (not decoded). */
function client(port, acceptEncoding) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONNECTIONS });
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** The page of 50 stores with one Accept-Encoding: its bytes on the wire and the encoding the server chose. */
async function pageOnTheWire(port, acceptEncoding) {
  const connection = client(port, acceptEncoding);
  try {
    const response = await connection.get(PAGE_PATH);
    if (response.status !== 200)
      throw new Error(`status ${response.status}: ${response.body.toString().slice(0, 200)}`);
    return { bytes: response.body.length, encoding: response.headers['content-encoding'] ?? 'identity' };
  } finally {
    connection.close();
  }
}

/** The nearby bench's spread of points: every request a different page (nothing to reuse). */
function movedPagePath(index) {
  const angle = index * 2.399963;
  const radius = 0.01 * Math.sqrt((index % 97) / 97);
  const longitude = (CENTRE.longitude + radius * Math.cos(angle)).toFixed(6);
  const latitude = (CENTRE.latitude + radius * Math.sin(angle)).toFixed(6);
  return `/apis/v1/businesses?longitude=${longitude}&latitude=${latitude}&range=40&pageNumber=1&pageCapacity=50`;
}

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Server CPU milliseconds per request with LOAD_CONNECTIONS requests in flight for LOAD_SECONDS. */
async function cpuPerRequest(server, pathOf, acceptEncoding) {
  const connection = client(server.port, acceptEncoding);
  try {
    for (let index = 0; index < 30; index += 1) await connection.get(pathOf(index));
    const before = cpuSeconds(server.child.pid);
    let completed = 0;
    const until = performance.now() + LOAD_SECONDS * 1000;
    const worker = async (offset) => {
      for (let index = offset; performance.now() < until; index += LOAD_CONNECTIONS) {
        const response = await connection.get(pathOf(index));
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        completed += 1;
      }
    };
    await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, (_, offset) => worker(offset)));
    return ((cpuSeconds(server.child.pid) - before) * 1000) / completed;
  } finally {
    connection.close();
  }
}

/** CPU milliseconds one compression of the page takes in this process (the server's settings). */
function inProcessMs(compress) {
  for (let index = 0; index < 20; index += 1) compress();
  const rounds = 200;
  const before = process.cpuUsage();
  for (let index = 0; index < rounds; index += 1) compress();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / rounds;
}

export async function benchWire({ root }) {
  const rows = [];
  const row = (figure, value, unit, budget = '—', ok = undefined) => {
    rows.push({ figure, value, unit, budget, ok });
    progress(`${figure}: ${value} ${unit}`);
  };
  const port = process.env.BENCH_WIRE_PORT ? Number(process.env.BENCH_WIRE_PORT) : undefined;
  const server = await startBenchServer(
    root,
    { ...(await preparePostgres(root)), SEED_ON_START: 'false' },
    { port },
  );
  try {
    const plain = await pageOnTheWire(server.port, undefined);
    const brotli = await pageOnTheWire(server.port, 'gzip, deflate, br');
    const gzip = await pageOnTheWire(server.port, 'gzip');
    if (plain.encoding !== 'identity' || brotli.encoding !== 'br' || gzip.encoding !== 'gzip') {
      throw new Error(`unexpected encodings: ${plain.encoding}, ${brotli.encoding}, ${gzip.encoding}`);
    }
    const what = 'page of 50 stores on the wire';
    row(`${what}, not compressed`, kB(plain.bytes), 'kB');
    const within = (bytes) => bytes <= BUDGET_BYTES;
    row(`${what}, brotli (browsers)`, kB(brotli.bytes), 'kB', '≤ 12 kB', within(brotli.bytes));
    row(`${what}, gzip`, kB(gzip.bytes), 'kB', '≤ 12 kB', within(gzip.bytes));

    // The server's own levels, from its build.
    const { BROTLI_QUALITY, GZIP_LEVEL } = await import(
      pathToFileURL(join(root, 'apps/server/dist/plugins/compression.plugin.js')).href
    );
    const plainClient = client(server.port);
    const page = await plainClient.get(PAGE_PATH).finally(() => plainClient.close());
    const brotliMs = inProcessMs(() =>
      brotliCompressSync(page.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      }),
    );
    row(`compressing the page: brotli ${BROTLI_QUALITY}, CPU in process`, brotliMs.toFixed(2), 'ms');
    row(
      `compressing the page: gzip ${GZIP_LEVEL}, CPU in process`,
      inProcessMs(() => gzipSync(page.body, { level: GZIP_LEVEL })).toFixed(2),
      'ms',
    );

    // The same run, one after another: the difference is what compression adds to a request.
    const load = `${LOAD_CONNECTIONS} connections`;
    const plainMs = await cpuPerRequest(server, movedPagePath, undefined);
    const brotliNewMs = await cpuPerRequest(server, movedPagePath, 'gzip, deflate, br');
    const brotliSameMs = await cpuPerRequest(server, () => PAGE_PATH, 'gzip, deflate, br');
    row(`server CPU per page under load (${load}), not compressed`, plainMs.toFixed(2), 'ms');
    row(`server CPU per page under load (${load}), brotli, every page new`, brotliNewMs.toFixed(2), 'ms');
    row(
      `server CPU per page under load (${load}), brotli, the same page (cached)`,
      brotliSameMs.toFixed(2),
      'ms',
    );
    row('compression CPU per new page under load (brotli − plain)', (brotliNewMs - plainMs).toFixed(2), 'ms');
  } finally {
    await stopServer(server.child);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('../..', import.meta.url).pathname;
  for (const entry of await benchWire({ root })) {
    const ok = entry.ok === undefined ? '' : entry.ok ? 'yes' : 'NO';
    console.log(
      `${entry.figure.padEnd(80)} ${`${entry.value} ${entry.unit}`.padStart(12)}  ${entry.budget.padEnd(8)} ${ok}`,
    );
  }
}
