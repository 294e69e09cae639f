import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, so it runs before any other module loads. V8 doubles its young generation after
// each scavenge most of whose objects survive; loading the modules and building the routes (nearly all of it
// kept) did that four times, to the 32 MB ceiling, before the first request, though a request leaves little
// behind. Held at its initial 2 MB, the server's resident memory after start fell 152 → 128 MB on PostgreSQL.
setFlagsFromString('--semi-space-growth-factor=1');

/** Lets V8 grow the young generation again (YOUNG_GENERATION=growing): fewer scavenges, more memory. */
export function releaseYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=2');
}
