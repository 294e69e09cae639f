import * as React from 'react';

/**
 * Stands in for the `use-sync-external-store/shim` package (see vite.config.ts): React 19 has the
 * hook built in, so the shim's fallback for React 16/17 is dead weight in the bundle.
 */
export const useSyncExternalStore = React.useSyncExternalStore;
