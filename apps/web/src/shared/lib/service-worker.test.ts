import { describe, expect, it } from 'vitest';
import { createReloadDecider } from './service-worker';

describe('reload on a new version', () => {
  it('reloads once when a new worker takes over a controlled page', () => {
    const shouldReload = createReloadDecider(true);
    expect(shouldReload()).toBe(true);
    expect(shouldReload()).toBe(false);
  });

  it('does not reload when the first worker takes control, but does for the next version', () => {
    const shouldReload = createReloadDecider(false);
    expect(shouldReload()).toBe(false);
    expect(shouldReload()).toBe(true);
    expect(shouldReload()).toBe(false);
  });
});
