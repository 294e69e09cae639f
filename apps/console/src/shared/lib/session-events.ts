const listeners = new Set<() => void>();

/** Who hears that the server answered 401 (the session ended): the app, which shows the sign-in screen. */
export const sessionEvents = {
  signedOut(): void {
    for (const listener of [...listeners]) listener();
  },
  onSignedOut(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
