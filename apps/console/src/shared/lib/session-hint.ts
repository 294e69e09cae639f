const KEY = 'nearbiteConsoleSignedIn';

/**
 * Whether this browser signed in to the console and has not signed out since. Without it the console does not
 * ask the server who is signed in: that call would answer 401, which browsers log as an error on every visit.
 */
export const sessionHint = {
  get(): boolean {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return true;
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode: the console asks the server each time.
    }
  },
};
