// How production starts the server: `npm start` (package.json) runs `node <flags> apps/server/dist/main.js`.
// The benches start it with the same flags, read from there, so what they measure is what runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Node/V8 flags package.json's `start` script gives `apps/server/dist/main.js`. */
export function serverNodeFlags(root) {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const command = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+apps\/server\/dist\/main\.js/.exec(scripts.start);
  if (!command) throw new Error('package.json "start" does not run node apps/server/dist/main.js');
  return command[1].split(/\s+/).filter(Boolean);
}

/** The arguments of `node` that start the server as `npm start` does, with `nodeArgs` (profiling…) added. */
export function serverProcessArgs(root, nodeArgs = []) {
  return [...serverNodeFlags(root), ...nodeArgs, join(root, 'apps/server/dist/main.js')];
}
