import { describe, expect, it } from 'vitest';
import { parseSeedArgs, SeedUsageError } from './seed-cli-args.js';

describe('seed command line', () => {
  it('reads the business count, seed, centre and radius', () => {
    expect(
      parseSeedArgs([
        '--businesses',
        '100000',
        '--seed',
        '7',
        '--center',
        '40.71,-74.0',
        '--radius-miles',
        '12',
      ]),
    ).toEqual({ businesses: 100_000, seed: 7, center: { latitude: 40.71, longitude: -74 }, radiusMiles: 12 });
  });

  it('defaults to the demo catalog of 60 businesses and seed 1', () => {
    expect(parseSeedArgs([])).toEqual({ businesses: 60, seed: 1 });
  });

  it('rejects counts, centres and radii that make no sense', () => {
    expect(() => parseSeedArgs(['--businesses', '0'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--businesses', '2.5'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--seed', '-1'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--center', '95,10'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--center', 'north'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--radius-miles', '0'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--colour', 'red'])).toThrow();
  });
});
