// Nearby stores: latency of GET /apis/v1/businesses over real HTTP against the built server, at 1,000
// and 100,000 businesses, on PGlite and on PostgreSQL; and requests per second of that call under
// concurrent load next to a plain Fastify "hello" route measured in the same run.
//
//   import { benchNearby } from './bench/nearby.mjs';
//   const rows = await benchNearby({ root, chromiumPath });   // [{ figure, value, unit, budget, ok }]
//
// Run alone: node scripts/bench/nearby.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, startBenchServer, stopServer } from './bench-server.mjs';

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const CENTRE = { longitude: -122.4075, latitude: 37.788 };
/** BENCH_NEARBY_SIZES=100000 and BENCH_NEARBY_ENGINES=postgres narrow a run while tuning. */
const SIZES = (process.env.BENCH_NEARBY_SIZES ?? '1000,100000').split(',').map(Number);
const SEED = 1;
const WARM_UP_REQUESTS = 100;
const MEASURED_REQUESTS = 300;
const LOAD_CONNECTIONS = 16;
const LOAD_SECONDS = 10;
/** PGlite writes 100,000 stores single-threaded; past this the run reports it rather than waiting on. */
const PGLITE_SEED_LIMIT_MS = 15 * 60_000;
const POSTGRES_SEED_LIMIT_MS = 20 * 60_000;

const label = (count) => count.toLocaleString('en-US');
/** Progress goes to stderr: the caller prints the table of rows on stdout at the end. */
const progress = (message) => process.stderr.write(`  nearby bench: ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to completion; rejects on a non-zero exit or after `limitMs`. */
function run(command, args, { env, limitMs, cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out after ${Math.round(limitMs / 60_000)} min`));
    }, limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/** The id the seed generator gives the last business of an N-business catalog: proves what is loaded. */
async function lastBusinessId(root, count) {
  const { deterministicUuid } = await import(
    pathToFileURL(join(root, 'apps/server/dist/seed/deterministic-id.js')).href
  );
  return deterministicUuid(SEED, 'business', count - 1);
}

async function seedWith(root, env, count, limitMs) {
  const started = performance.now();
  await run(
    process.execPath,
    [join(root, 'apps/server/dist/seed/seed.cli.js'), '--businesses', String(count), '--seed', String(SEED)],
    { env: { ...process.env, ...env }, limitMs, cwd: root },
  );
  return (performance.now() - started) / 1000;
}

async function onPostgres(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * nb_bench_1k / nb_bench_100k, created and seeded unless they already hold this catalog. BENCH_NEARBY_DATABASE
 * names another database instead (a copy made with CREATE DATABASE … TEMPLATE): a branch with a migration of
 * its own then leaves the shared catalog's migration history as it was.
 */
async function preparePostgres(root, count) {
  const name = process.env.BENCH_NEARBY_DATABASE ?? `nb_bench_${count >= 1000 ? `${count / 1000}k` : count}`;
  const url = `${POSTGRES_SERVER}/${name}`;
  const marker = await lastBusinessId(root, count);
  const exists = await onPostgres(`${POSTGRES_SERVER}/postgres`, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount > 0;
  });
  if (exists) {
    const loaded = await onPostgres(url, async (client) => {
      try {
        const result = await client.query(
          'select count(*)::int as count, bool_or(id = $1) as marked from businesses',
          [marker],
        );
        return result.rows[0].count === count && result.rows[0].marked === true;
      } catch {
        return false;
      }
    });
    if (loaded) {
      // Fresh statistics and visibility either way, so a reused database is read like a just-seeded one.
      await onPostgres(url, (client) => client.query('vacuum analyze'));
      return { env: { DATABASE_URL: url }, database: name, seedSeconds: null };
    }
    await onPostgres(`${POSTGRES_SERVER}/postgres`, (client) =>
      client.query(`drop database ${name} with (force)`),
    );
  }
  await onPostgres(`${POSTGRES_SERVER}/postgres`, (client) => client.query(`create database ${name}`));
  const seedSeconds = await seedWith(root, { DATABASE_URL: url }, count, POSTGRES_SEED_LIMIT_MS);
  // Vacuumed as autovacuum would leave it: right after a bulk load every first read also sets hint bits,
  // which doubled PostgreSQL's CPU per page in the first run after seeding.
  await onPostgres(url, (client) => client.query('vacuum analyze'));
  return { env: { DATABASE_URL: url }, database: name, seedSeconds };
}

/** A PGlite data folder under .bench/, kept between runs; a marker file says which catalog it holds. */
async function preparePglite(root, count) {
  const dataDir = join(root, '.bench', `pglite-${count}`);
  const markerFile = join(dataDir, 'catalog.json');
  const wanted = JSON.stringify({ businesses: count, seed: SEED });
  if (existsSync(markerFile) && readFileSync(markerFile, 'utf8') === wanted) {
    return { env: { DATA_DIR: dataDir }, seedSeconds: null };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seedSeconds = await seedWith(root, { DATA_DIR: dataDir }, count, PGLITE_SEED_LIMIT_MS);
  writeFileSync(markerFile, wanted);
  return { env: { DATA_DIR: dataDir }, seedSeconds };
}

/** Keep-alive GETs with node:http: less client work per request than fetch, on a 2-core machine. */
function client(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONNECTIONS });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** The home list's call, at a point moved a little around the centre so no two requests are alike. */
function nearbyPath(index) {
  const angle = index * 2.399963; // golden angle: points spread evenly, deterministically
  const radius = 0.01 * Math.sqrt((index % 97) / 97);
  const longitude = (CENTRE.longitude + radius * Math.cos(angle)).toFixed(6);
  const latitude = (CENTRE.latitude + radius * Math.sin(angle)).toFixed(6);
  return `/apis/v1/businesses?longitude=${longitude}&latitude=${latitude}&range=40&pageNumber=1&pageCapacity=50`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/**
 * Sequential latency of every server given, measured in turns (one request to each, then the next
 * round), so background load on a shared machine falls on all of them alike and their ratio is fair.
 */
async function latencies(ports) {
  const connections = ports.map((port) => client(port));
  try {
    for (const connection of connections) {
      const first = await connection.get(nearbyPath(0));
      const body = JSON.parse(first.body.toString());
      if (first.status !== 200 || body.businesses?.length !== 50) {
        throw new Error(`unexpected answer ${first.status}: ${first.body.toString().slice(0, 300)}`);
      }
    }
    const times = connections.map(() => []);
    for (let index = 0; index < WARM_UP_REQUESTS + MEASURED_REQUESTS; index += 1) {
      for (const [position, connection] of connections.entries()) {
        const started = performance.now();
        const response = await connection.get(nearbyPath(index));
        if (index >= WARM_UP_REQUESTS) times[position].push(performance.now() - started);
        if (response.status !== 200) throw new Error(`status ${response.status}`);
      }
    }
    return times.map((list) => {
      list.sort((a, b) => a - b);
      return { p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
    });
  } finally {
    for (const connection of connections) connection.close();
  }
}

/**
 * Requests per second with LOAD_CONNECTIONS requests always in flight for LOAD_SECONDS, each request's
 * latency, and the CPU the server process and PostgreSQL's processes spent per request meanwhile.
 */
async function throughput(port, pathOf, pid, database) {
  const connection = client(port);
  try {
    for (let index = 0; index < 50; index += 1) await connection.get(pathOf(index));
    const cpuBefore = pid ? cpuSeconds(pid) : 0;
    const postgresBefore = postgresCpuSeconds(database);
    let completed = 0;
    let failed = 0;
    const times = [];
    const until = performance.now() + LOAD_SECONDS * 1000;
    const started = performance.now();
    const worker = async (offset) => {
      for (let index = offset; performance.now() < until; index += LOAD_CONNECTIONS) {
        const sent = performance.now();
        const response = await connection.get(pathOf(index));
        times.push(performance.now() - sent);
        if (response.status === 200) completed += 1;
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, (_, offset) => worker(offset)));
    const seconds = (performance.now() - started) / 1000;
    if (failed > 0) throw new Error(`${failed} requests failed under load`);
    const cpuMsPerRequest = pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / completed : null;
    const postgresMsPerRequest = ((postgresCpuSeconds(database) - postgresBefore) * 1000) / completed;
    times.sort((a, b) => a - b);
    return { rps: completed / seconds, cpuMsPerRequest, postgresMsPerRequest, p95: percentile(times, 0.95) };
  } finally {
    connection.close();
  }
}

/**
 * CPU seconds (user + system) a process has used, from /proc: tells the server's own cost per request
 * apart from time spent waiting for a CPU on a busy machine.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds PostgreSQL's backends serving `database` have used: their process titles name the database,
 * so other databases' work on a shared server does not count (0 when none can be read).
 */
function postgresCpuSeconds(database) {
  if (!database) return 0;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      total += cpuSeconds(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * A bare Fastify 5 server in its own process, like the real server: a "hello" route, and the answers given
 * (by key) served from memory, serialized by Fastify on each request. It is the same-run reference the
 * real answers are held to.
 */
async function startReference(root, answers = {}) {
  const port = await freePort();
  const answersFile = join(root, '.bench', 'reference-answers.json');
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(answersFile, JSON.stringify(answers));
  const source = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const answers = JSON.parse(readFileSync(${JSON.stringify(answersFile)}, 'utf8'));
    const app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/answer/:key', async (request) => answers[request.params.key]);
    await app.listen({ host: '127.0.0.1', port: ${port} });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/hello`)).ok) return { port, child };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('the reference server did not start');
}

async function getJson(port, path) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/**
 * The answers the issue's goals name, each a function of a request index so consecutive requests differ
 * like real diners' do: lists at points around the centre, and the store page's three answers for the
 * stores of the first page (their ids are read from the server itself).
 */
async function scenarios(port) {
  const around = (index) => nearbyPath(index).split('?')[1].split('&range')[0];
  const page = await getJson(port, nearbyPath(0));
  const stores = page.businesses.map((business) => business.id);
  const menus = [];
  for (const id of stores.slice(0, 10)) {
    const menu = await getJson(port, `/apis/v1/businesses/${id}/timedMenuDetail`);
    const items = (menu.commodityCategories ?? menu.categories ?? []).flatMap(
      (category) => category.commodities ?? [],
    );
    menus.push({ id, items: items.map((item) => item.id) });
  }
  const items = menus.flatMap((menu) => menu.items);
  if (items.length === 0) throw new Error('the first stores have no items on their menus');
  const store = (index) => stores[index % stores.length];
  return [
    { key: 'nearby', name: 'nearby list (page of 50)', list: true, path: nearbyPath },
    {
      key: 'map',
      name: 'map mode',
      list: true,
      path: (index) => `/apis/v1/businesses/mapModel?${around(index)}&range=40`,
    },
    {
      key: 'promoted',
      name: 'promoted carousel',
      list: true,
      path: (index) => `/apis/v1/businesses/promoted?${around(index)}&range=40`,
    },
    {
      key: 'search',
      name: 'search "noodle"',
      list: true,
      path: (index) => `/apis/v1/businesses/search?${around(index)}&keywords=noodle`,
    },
    { key: 'detail', name: 'store detail', path: (index) => `/apis/v1/businesses/${store(index)}/detail` },
    {
      key: 'menu',
      name: 'store menu (timedMenuDetail)',
      path: (index) => `/apis/v1/businesses/${store(index)}/timedMenuDetail`,
    },
    {
      key: 'item',
      name: 'item (commodities/{id})',
      path: (index) => `/apis/v1/commodities/${items[index % items.length]}`,
    },
  ];
}

/** PostgreSQL CPU per request: the nearest-first walk returns ids; the cards come from memory. */
const POSTGRES_MS_BUDGET = 0.3;
const SERVER_MS_BUDGET = 0.5;
const P95_MS_BUDGET = 5;
const REFERENCE_SHARE_BUDGET = 0.3;

/** Each scenario against the real server and against its own answer served from memory, in turns. */
async function benchScenarios(root, server, row) {
  /** BENCH_SCENARIOS=nearby,map narrows a run while tuning. */
  const only = process.env.BENCH_SCENARIOS?.split(',');
  const list = (await scenarios(server.port)).filter((scenario) => !only || only.includes(scenario.key));
  const answers = {};
  for (const scenario of list) answers[scenario.key] = await getJson(server.port, scenario.path(0));
  const reference = await startReference(root, answers);
  try {
    for (const scenario of list) {
      const at = `${scenario.name}, ${server.at}`;
      const memory = await throughput(reference.port, () => `/answer/${scenario.key}`);
      const real = await throughput(server.port, scenario.path, server.child.pid, server.database);
      const share = real.rps / memory.rps;
      row(`${at}: req/s (same answer from memory: ${memory.rps.toFixed(0)})`, real.rps.toFixed(0), 'req/s');
      row(
        `${at}: share of from-memory throughput`,
        (share * 100).toFixed(0),
        '%',
        '≥ 30 %',
        share >= REFERENCE_SHARE_BUDGET,
      );
      row(
        `${at}: p95 at ${LOAD_CONNECTIONS} connections (same answer from memory: ${memory.p95.toFixed(2)} ms)`,
        real.p95.toFixed(2),
        'ms',
        '≤ 5 ms',
        real.p95 <= P95_MS_BUDGET,
      );
      const listBudget = scenario.list;
      row(
        `${at}: server CPU per request`,
        real.cpuMsPerRequest.toFixed(2),
        'ms',
        listBudget ? '≤ 0.5 ms' : '—',
        listBudget ? real.cpuMsPerRequest <= SERVER_MS_BUDGET : undefined,
      );
      row(
        `${at}: PostgreSQL CPU per request`,
        real.postgresMsPerRequest.toFixed(2),
        'ms',
        listBudget ? '≤ 0.3 ms' : '—',
        listBudget ? real.postgresMsPerRequest <= POSTGRES_MS_BUDGET : undefined,
      );
    }
  } finally {
    await stopServer(reference.child);
  }
}

const ENGINES = [
  { key: 'postgres', name: 'PostgreSQL', prepare: preparePostgres },
  { key: 'pglite', name: 'PGlite', prepare: preparePglite },
].filter((engine) => (process.env.BENCH_NEARBY_ENGINES ?? 'postgres,pglite').split(',').includes(engine.key));

/** Measures every figure; a figure that cannot be measured becomes a row saying why. */
export async function benchNearby({ root }) {
  const rows = [];
  const row = (figure, value, unit, budget = '—', ok = undefined) => {
    rows.push({ figure, value, unit, budget, ok });
    progress(`${figure}: ${value} ${unit}`);
  };

  // Latency on a shared machine depends on what else runs; the row puts the figures in context.
  row(
    `machine: 1-minute load average at the start (${availableParallelism()} CPUs)`,
    loadavg()[0].toFixed(2),
    '',
  );

  const hello = await startReference(root);
  try {
    const { rps } = await throughput(hello.port, () => '/hello');
    row(
      `plain Fastify "hello" route, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s`,
      rps.toFixed(0),
      'req/s',
    );
  } finally {
    await stopServer(hello.child);
  }

  for (const engine of ENGINES) {
    const servers = [];
    try {
      for (const count of SIZES) {
        const at = `${engine.name}, ${label(count)} businesses`;
        try {
          progress(`preparing ${at} (seeding unless already there)`);
          const prepared = await engine.prepare(root, count);
          if (prepared.seedSeconds === null) progress(`${at}: reusing the catalog seeded before`);
          else row(`seed ${at}`, prepared.seedSeconds.toFixed(0), 's');
          servers.push({
            count,
            at,
            database: prepared.database,
            ...(await startBenchServer(root, { ...prepared.env, SEED_ON_START: 'false' })),
          });
        } catch (error) {
          row(`nearby (${at}): not measured`, String(error.message).split('\n')[0], '');
        }
      }
      const measured = await latencies(servers.map((server) => server.port));
      const p95 = {};
      for (const [position, server] of servers.entries()) {
        const { p50, p95: slow } = measured[position];
        p95[server.count] = slow;
        row(`nearby p50 (${server.at})`, p50.toFixed(2), 'ms');
        const budget = engine.key === 'postgres' && server.count === 100_000;
        row(
          `nearby p95 (${server.at})`,
          slow.toFixed(2),
          'ms',
          budget ? '≤ 10 ms' : '—',
          budget ? slow <= 10 : undefined,
        );
      }
      if (p95[1_000] !== undefined && p95[100_000] !== undefined) {
        const ratio = p95[100_000] / p95[1_000];
        row(
          `nearby p95 at 100,000 ÷ at 1,000 (${engine.name})`,
          ratio.toFixed(2),
          '×',
          '≤ 1.5×',
          ratio <= 1.5,
        );
      }
      for (const server of servers) {
        if (engine.key === 'postgres' && server.count === 100_000) {
          await benchScenarios(root, server, row);
          continue;
        }
        const load = await throughput(server.port, nearbyPath, server.child.pid);
        row(
          `nearby, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s (${server.at})`,
          load.rps.toFixed(0),
          'req/s',
        );
        row(
          `nearby under load: server process CPU per request (${server.at})`,
          load.cpuMsPerRequest.toFixed(2),
          'ms',
        );
      }
    } finally {
      for (const server of servers) await stopServer(server.child);
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('../..', import.meta.url).pathname;
  const rows = await benchNearby({ root, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  for (const entry of rows) {
    const ok = entry.ok === undefined ? '' : entry.ok ? 'yes' : 'NO';
    console.log(
      `${entry.figure.padEnd(72)} ${`${entry.value} ${entry.unit}`.padStart(14)}  ${entry.budget.padEnd(8)} ${ok}`,
    );
  }
}
