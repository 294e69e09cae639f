import { parseArgs } from 'node:util';
import type { CatalogOptions } from './catalog-plan.js';

export const SEED_USAGE =
  'usage: seed --businesses N --seed S [--center latitude,longitude] [--radius-miles R]\n' +
  '  Replaces the demo catalog (stores, menus, promotions, points, hosts and the orders that point at\n' +
  '  them) with a generated one; users and their sessions are kept.';

export class SeedUsageError extends Error {}

/** Reads the command line; every problem is a SeedUsageError that the CLI prints with the usage. */
export function parseSeedArgs(
  argv: string[],
): Required<Pick<CatalogOptions, 'businesses' | 'seed'>> & CatalogOptions {
  const { values } = readArgs(argv);
  const businesses = integer('businesses', values.businesses, 1, 200_000);
  const seed = integer('seed', values.seed, 0, Number.MAX_SAFE_INTEGER);
  return {
    businesses,
    seed,
    ...(values.center ? { center: center(values.center) } : {}),
    ...(values['radius-miles'] ? { radiusMiles: positive('radius-miles', values['radius-miles']) } : {}),
  };
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        businesses: { type: 'string', default: '60' },
        seed: { type: 'string', default: '1' },
        center: { type: 'string' },
        'radius-miles': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    // node:util reports unknown options and values that look like options (write --center=-33.9,151.2).
    throw new SeedUsageError(error instanceof Error ? error.message : String(error));
  }
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SeedUsageError(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 2000) {
    throw new SeedUsageError(`--${name} must be a number of miles above 0, got "${text}"`);
  }
  return value;
}

function center(text: string): { latitude: number; longitude: number } {
  const parts = text.split(',').map((part) => Number(part.trim()));
  const [latitude, longitude] = parts;
  if (
    parts.length !== 2 ||
    latitude === undefined ||
    longitude === undefined ||
    !(Math.abs(latitude) <= 90) ||
    !(Math.abs(longitude) <= 180)
  ) {
    throw new SeedUsageError(`--center must be "latitude,longitude", got "${text}"`);
  }
  return { latitude, longitude };
}
