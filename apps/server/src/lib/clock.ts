/** The current time in epoch milliseconds; injected so tests can pin it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
