#!/usr/bin/env node
// `npm run bench`: measures figures against the budgets in DESIGN.md and prints one table.
// Not part of `npm test`: budgets are checked here, never by timed tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchEvents } from './bench/events.mjs';
import { benchPages } from './bench/lighthouse.mjs';
import { benchMemory } from './bench/memory.mjs';
import { benchNearby } from './bench/nearby.mjs';
import { benchOrders } from './bench/orders.mjs';
import { benchWire } from './bench/wire.mjs';
import { serverProcessArgs } from './server-command.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const rows = [];

function record(figure, value, unit, budget, withinBudget) {
  rows.push({
    figure,
    value: `${value} ${unit}`,
    budget: budget ?? '—',
    ok: withinBudget == null ? '' : withinBudget ? 'yes' : 'NO',
  });
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function rssKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) : 0;
}

/** Starts `node apps/server/dist/main.js` on a fresh data folder and times its first served request. */
async function measureStartup(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverProcessArgs(root), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let firstResponseMs = null;
  while (performance.now() - started < 180_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
      if (response.ok) {
        firstResponseMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const rss = rssKb(child.pid, 'VmRSS');
  const peak = rssKb(child.pid, 'VmHWM');
  return { port, child, firstResponseMs, rss, peak };
}

/** Loads the home route in Chromium and sums the gzipped size of every script it fetched. */
async function measureHomeJavaScript(port) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      }
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    return [...scripts.values()].reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The id of the demo store nearest the catalog's centre that is open now. */
async function nearestOpenStore(port) {
  const response = await fetch(
    `http://127.0.0.1:${port}/apis/v1/businesses?longitude=-122.4194&latitude=37.7749&range=3000`,
  );
  const { businesses } = await response.json();
  const store = businesses.find((business) => business.isOpen) ?? businesses[0];
  if (!store) throw new Error('the demo catalog has no store near San Francisco');
  return store.id;
}

/** Issue 17's budgets: the first request in 5 s; 300 MB resident on an existing folder, 450 MB peak on a fresh one. */
function recordStartup(label, startup, { residentMb, peakMb: peakBudgetMb }) {
  if (startup.firstResponseMs === null) throw new Error(`${label}: the server never answered`);
  const seconds = startup.firstResponseMs / 1000;
  record(`npm start, ${label}: first request served`, seconds.toFixed(2), 's', '≤ 5 s', seconds <= 5);
  const rssMb = startup.rss / 1024;
  const peakMb = startup.peak / 1024;
  const budget = (limit) => (limit ? `≤ ${limit} MB` : undefined);
  const within = (value, limit) => (limit ? value <= limit : undefined);
  record(
    `npm start, ${label}: resident memory at first request`,
    rssMb.toFixed(0),
    'MB',
    budget(residentMb),
    within(rssMb, residentMb),
  );
  record(
    `npm start, ${label}: peak resident memory`,
    peakMb.toFixed(0),
    'MB',
    budget(peakBudgetMb),
    within(peakMb, peakBudgetMb),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'nearbite-bench-'));
try {
  const fresh = await measureStartup(dataDir);
  recordStartup('fresh data folder (migrations + demo seed)', fresh, { peakMb: 450 });
  const homeJs = await measureHomeJavaScript(fresh.port);
  record(
    'home route: gzipped JavaScript loaded',
    (homeJs / 1024).toFixed(1),
    'kB',
    '≤ 100 kB',
    homeJs <= 100 * 1024,
  );
  // DESIGN.md and issue 17: home and a store page (the nearest open store of the demo catalog), /search,
  // and a signed-in diner's /orders, /order/info, /payment and /integral/mine, each the median of 3.
  for (const row of await benchPages({
    baseUrl: `http://127.0.0.1:${fresh.port}`,
    storeId: await nearestOpenStore(fresh.port),
    chromiumPath,
    runs: 3,
  })) {
    record(row.figure, row.value, row.unit, row.budget, row.ok);
  }
  await stopped(fresh.child);
  const again = await measureStartup(dataDir);
  recordStartup('existing data folder', again, { residentMb: 300 });
  await stopped(again.child);
  if (!process.argv.includes('--skip-memory')) {
    for (const row of await benchMemory({ root, pgliteDataDir: dataDir })) {
      record(row.figure, row.value, row.unit, row.budget, row.ok);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// Orders before nearby: the nearby bench seeds 100,000 businesses twice, and PostgreSQL is still
// busy after that (vacuum, checkpoints), which took about a fifth off the orders figure.
if (!process.argv.includes('--skip-orders')) {
  for (const row of await benchOrders({ root })) record(row.figure, row.value, row.unit, row.budget, row.ok);
}

if (!process.argv.includes('--skip-events')) {
  for (const row of await benchEvents({ root })) record(row.figure, row.value, row.unit, row.budget, row.ok);
}

if (!process.argv.includes('--skip-wire')) {
  for (const row of await benchWire({ root })) record(row.figure, row.value, row.unit, row.budget, row.ok);
}

if (!process.argv.includes('--skip-nearby')) {
  for (const row of await benchNearby({ root })) record(row.figure, row.value, row.unit, row.budget, row.ok);
}

const widths = ['figure', 'value', 'budget', 'ok'].map((key) =>
  Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
);
const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
console.log(line(['figure', 'value', 'budget', 'ok']));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line([row.figure, row.value, row.budget, row.ok]));
if (rows.some((row) => row.ok === 'NO')) process.exitCode = 1;
