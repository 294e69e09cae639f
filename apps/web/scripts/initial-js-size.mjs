#!/usr/bin/env node
// Prints the gzipped size of the JavaScript the home route loads before it renders: the entry
// chunk of dist/index.html and every chunk it imports statically (lazy screens excluded).
// Usage: node apps/web/scripts/initial-js-size.mjs [distDir]   (run after `vite build`)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// Every module script: with the chunk groups the entry is not always the first one.
const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
if (entries.length === 0) throw new Error('No module script in index.html');

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(file, 'utf8');
  seen.set(file, gzipSync(code, { level: 9 }).length);
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`; import("…") is lazy.
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    visit(resolve(dirname(file), match[1]));
  }
}
for (const entry of entries) visit(join(dist, entry.replace(/^\//, '')));

let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file.slice(dist.length + 1)}`);
}
console.log(`${(total / 1000).toFixed(2).padStart(8)} kB  total gzipped JS of the home route`);
