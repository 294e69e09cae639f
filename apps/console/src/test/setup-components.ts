import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own clean-up.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
