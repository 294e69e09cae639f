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

/**
 * The semi-space ceiling (MB) the process was started with (`--max-semi-space-size`, on the command line or
 * in NODE_OPTIONS), if any. V8 reads that flag only at start, so only the start command can set it.
 */
export function startSemiSpaceCeilingMb(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
): number | null {
  const args = [...nodeOptions.split(/\s+/), ...execArgv];
  let ceiling: number | null = null;
  for (const [index, arg] of args.entries()) {
    const match = /^--max[-_]semi[-_]space[-_]size(?:=(\d+))?$/.exec(arg);
    if (!match) continue;
    const value = Number(match[1] ?? args[index + 1]);
    if (Number.isInteger(value) && value > 0) ceiling = value;
  }
  return ceiling;
}

/**
 * Grown after start unless told otherwise (`YOUNG_GENERATION`) only where the start command capped it
 * (`npm start` passes `--max-semi-space-size=4`): uncapped, V8 grows it to 16 MB semi-spaces, past the
 * 150 MB a copy on PostgreSQL may take.
 */
export function youngGenerationAfterStart(
  configured: 'held' | 'growing' | undefined,
  ceilingMb: number | null = startSemiSpaceCeilingMb(),
): 'held' | 'growing' {
  return configured ?? (ceilingMb === null ? 'held' : 'growing');
}
