// Memory of the running server: resident memory after start and after a short load on PostgreSQL, and whether
// resident memory stays level over a sustained load on each engine (a leak grows it; a cache that is full
// does not). The load is the diner's read path: the home page, the nearby list, store pages, search.
//
//   import { benchMemory } from './bench/memory.mjs';
//   const rows = await benchMemory({ root, pgliteDataDir });   // [{ figure, value, unit, budget, ok }]
//
// Run alone (after `node scripts/build.mjs`): node scripts/bench/memory.mjs
// BENCH_MEMORY_LOAD_SECONDS shortens the sustained load while tuning (the bench's figure is 300 s);
// BENCH_MEMORY_ENGINES=postgres (or pglite) measures one engine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBenchServer, stopServer } from './bench-server.mjs';

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 300);
/** BENCH_MEMORY_ENGINES=postgres narrows a run while tuning. */
const ENGINES = (process.env.BENCH_MEMORY_ENGINES ?? 'pglite,postgres').split(',');
/** Resident memory after this much load is the "short load" figure and the start of the level check. */
const WARM_UP_SECONDS = Math.min(30, Math.floor(LOAD_SECONDS / 4));
const CONNECTIONS = 8;
const SAMPLE_EVERY_MS = 5_000;
const BUDGET_POSTGRES_MB = 150;
/** Level means the end of the load is within this share of its start (garbage collection swings a little). */
const BUDGET_GROWTH = 0.1;
const CENTRE = { latitude: 37.7749, longitude: -122.4194 };

const progress = (message) => process.stderr.write(`  memory bench: ${message}\n`);
const mb = (kb) => kb / 1024;

/** VmRSS (resident now) and VmHWM (the peak so far) of a process, in kB. */
export function memoryKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Keep-alive GETs with node:http; answers are read to the end and dropped. */
function getter(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (path, accept = 'application/json') =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { accept } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** The diner's read path, one request after another: what a phone asks for on home and on a store page. */
async function readPaths(port) {
  const near = `longitude=${CENTRE.longitude}&latitude=${CENTRE.latitude}`;
  const response = await fetch(`http://127.0.0.1:${port}/apis/v1/businesses?${near}&range=3000`);
  const { businesses } = await response.json();
  if (!businesses?.length) throw new Error('the demo catalog has no store near San Francisco');
  const ids = businesses.slice(0, 20).map((business) => business.id);
  const paths = [
    { path: '/', accept: 'text/html' },
    { path: `/apis/v1/businesses?${near}&range=3000` },
    { path: `/apis/v1/businesses?${near}&range=3000&pageNumber=2` },
    { path: `/apis/v1/businesses/promoted?${near}&range=3000` },
    { path: `/apis/v1/businesses/search?${near}&keywords=noodle` },
  ];
  for (const id of ids) {
    paths.push({ path: `/apis/v1/businesses/${id}/detail` });
    paths.push({ path: `/apis/v1/businesses/${id}/timedMenuDetail` });
  }
  return paths;
}

/**
 * CONNECTIONS clients cycling through the read paths for `seconds`, sampling the server's resident memory.
 * Answers the samples (kB), the requests made and how many were not 2xx.
 */
async function sustainedLoad(port, pid, seconds) {
  const paths = await readPaths(port);
  const { get, close } = getter(port);
  const deadline = performance.now() + seconds * 1000;
  const samples = [{ atMs: 0, rss: memoryKb(pid).rss }];
  const startedAt = performance.now();
  const sampler = setInterval(() => {
    samples.push({ atMs: performance.now() - startedAt, rss: memoryKb(pid).rss });
  }, SAMPLE_EVERY_MS);
  let requests = 0;
  let failures = 0;
  const client = async (offset) => {
    for (let index = offset; performance.now() < deadline; index += 1) {
      const { path, accept } = paths[index % paths.length];
      const status = await get(path, accept).catch(() => 0);
      requests += 1;
      if (status < 200 || status >= 300) failures += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => client(index * 3)));
  } finally {
    clearInterval(sampler);
    close();
  }
  samples.push({ atMs: performance.now() - startedAt, rss: memoryKb(pid).rss });
  return { samples, requests, failures };
}

/** The level check's rows: resident memory after the warm-up against the end of the load. */
function levelRows(label, load, seconds) {
  const warm = load.samples.find((sample) => sample.atMs >= WARM_UP_SECONDS * 1000) ?? load.samples[0];
  const end = load.samples.at(-1);
  const highest = Math.max(...load.samples.map((sample) => sample.rss));
  const growth = (end.rss - warm.rss) / warm.rss;
  progress(
    `${label}: ${load.requests} requests (${load.failures} not 2xx) in ${seconds} s; resident ${mb(warm.rss).toFixed(0)} → ${mb(end.rss).toFixed(0)} MB, highest ${mb(highest).toFixed(0)} MB`,
  );
  return [
    {
      figure: `${label}: resident memory at ${WARM_UP_SECONDS} s → end of a ${seconds} s read load (${CONNECTIONS} connections, highest ${mb(highest).toFixed(0)} MB, ${load.failures} of ${load.requests} requests not 2xx)`,
      value: `${mb(warm.rss).toFixed(0)} → ${mb(end.rss).toFixed(0)}`,
      unit: 'MB',
      budget: `growth ≤ ${BUDGET_GROWTH * 100}%`,
      ok: growth <= BUDGET_GROWTH && load.failures === 0,
    },
  ];
}

/** PGlite: level over the sustained load, on the data folder the bench's fresh start made. */
async function benchPglite(root, dataDir) {
  const { port, child } = await startBenchServer(root, { DATA_DIR: dataDir });
  try {
    const load = await sustainedLoad(port, child.pid, LOAD_SECONDS);
    return levelRows('embedded database', load, LOAD_SECONDS);
  } finally {
    await stopServer(child);
  }
}

async function onPostgres(url, statement) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: resident after start and after a short load, and level over the sustained load. */
async function benchPostgres(root) {
  const name = `nb_mem_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nearbite-bench-memory-'));
  await onPostgres(`${POSTGRES_SERVER}/postgres`, `create database ${name}`);
  try {
    // Started twice: the first start writes the demo catalog, the second is a start like any later one.
    const env = { DATABASE_URL: `${POSTGRES_SERVER}/${name}`, DATA_DIR: dataDir };
    await stopServer((await startBenchServer(root, env)).child);
    const { port, child } = await startBenchServer(root, env);
    try {
      const afterStart = memoryKb(child.pid).rss;
      const load = await sustainedLoad(port, child.pid, LOAD_SECONDS);
      const warm = load.samples.find((sample) => sample.atMs >= WARM_UP_SECONDS * 1000) ?? load.samples[0];
      const shortLoad = warm.rss;
      return [
        {
          figure: 'PostgreSQL server: resident memory after start',
          value: mb(afterStart).toFixed(0),
          unit: 'MB',
          budget: `≤ ${BUDGET_POSTGRES_MB} MB`,
          ok: mb(afterStart) <= BUDGET_POSTGRES_MB,
        },
        {
          figure: `PostgreSQL server: resident memory after ${WARM_UP_SECONDS} s of read load`,
          value: mb(shortLoad).toFixed(0),
          unit: 'MB',
          budget: `≤ ${BUDGET_POSTGRES_MB} MB`,
          ok: mb(shortLoad) <= BUDGET_POSTGRES_MB,
        },
        ...levelRows('PostgreSQL server', load, LOAD_SECONDS),
      ];
    } finally {
      await stopServer(child);
    }
  } finally {
    await onPostgres(`${POSTGRES_SERVER}/postgres`, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures the figures; a run that cannot be measured becomes a row saying why. */
export async function benchMemory({ root, pgliteDataDir }) {
  const rows = [];
  const guarded = async (label, work) => {
    try {
      rows.push(...(await work()));
    } catch (error) {
      rows.push({
        figure: `${label}: not measured (${error.message})`,
        value: '—',
        unit: '',
        budget: '',
        ok: false,
      });
    }
  };
  if (pgliteDataDir && ENGINES.includes('pglite'))
    await guarded('embedded database memory', () => benchPglite(root, pgliteDataDir));
  if (ENGINES.includes('postgres')) await guarded('PostgreSQL server memory', () => benchPostgres(root));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL('../..', import.meta.url).pathname;
  const pgliteDataDir = mkdtempSync(join(tmpdir(), 'nearbite-bench-memory-pglite-'));
  try {
    for (const row of await benchMemory({ root, pgliteDataDir })) {
      console.log(`${row.figure}: ${row.value} ${row.unit} (${row.budget}) ${row.ok ? 'ok' : 'NO'}`);
    }
  } finally {
    rmSync(pgliteDataDir, { recursive: true, force: true });
  }
}
