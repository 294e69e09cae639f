import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The benches' own reading of package.json's start command, so the test and they agree on it.
import { serverNodeFlags } from '../../../../scripts/server-command.mjs';
import { startSemiSpaceCeilingMb, youngGenerationAfterStart } from './startup-heap.js';

describe('startSemiSpaceCeilingMb', () => {
  it('reads --max-semi-space-size from the command line or NODE_OPTIONS, in either spelling', () => {
    expect(startSemiSpaceCeilingMb(['--max-semi-space-size=4'], '')).toBe(4);
    expect(startSemiSpaceCeilingMb(['--max_semi_space_size', '8'], '')).toBe(8);
    expect(startSemiSpaceCeilingMb([], '--enable-source-maps --max-semi-space-size=2')).toBe(2);
    // The command line comes after NODE_OPTIONS, and the last one wins, as in Node.
    expect(startSemiSpaceCeilingMb(['--max-semi-space-size=8'], '--max-semi-space-size=2')).toBe(8);
  });

  it('knows no ceiling when none or a senseless one was given', () => {
    expect(startSemiSpaceCeilingMb([], '')).toBeNull();
    expect(startSemiSpaceCeilingMb(['--max-old-space-size=512'], '')).toBeNull();
    expect(startSemiSpaceCeilingMb(['--max-semi-space-size=0'], '')).toBeNull();
  });
});

describe('youngGenerationAfterStart', () => {
  it('grows a capped young generation and holds an uncapped one, unless YOUNG_GENERATION says', () => {
    expect(youngGenerationAfterStart(undefined, 4)).toBe('growing');
    expect(youngGenerationAfterStart(undefined, null)).toBe('held');
    expect(youngGenerationAfterStart('held', 4)).toBe('held');
    expect(youngGenerationAfterStart('growing', null)).toBe('growing');
  });

  it('is capped at 4 MB semi-spaces by the production start command (npm start)', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    expect(startSemiSpaceCeilingMb(serverNodeFlags(root), '')).toBe(4);
  });
});
