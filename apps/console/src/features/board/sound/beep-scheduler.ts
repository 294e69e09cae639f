/** A new order that nobody accepted beeps again this often. */
export const BEEP_EVERY_MS = 3000;

/** The parts of Web Audio a beep uses (a test passes its own). */
export interface BeepContext {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface BeepSchedulerDeps {
  /** Called once, from the click that starts the shift (browsers allow sound only after a gesture). */
  createContext: () => BeepContext;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
}

export interface BeepScheduler {
  /** Starts the shift: sound on from now; beeps at once if an order is waiting. */
  enable(): void;
  /** Mutes the shift's sound. */
  disable(): void;
  /** How many incoming orders wait to be accepted; 0 stops the beeping. */
  setIncoming(count: number): void;
  readonly enabled: boolean;
  /** Whether the repeating beep is running now. */
  readonly ringing: boolean;
  subscribe(listener: () => void): () => void;
}

/** Two short tones, 880 Hz then 660 Hz. */
function playBeep(context: BeepContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

/**
 * The shift's new-order sound: one AudioContext (made on the first Start shift) and one repeating timer,
 * running while the sound is on and any order waits to be accepted. However many orders arrive, there is
 * never a second timer; a beep that fails (a suspended or closed context) is skipped, never stops the loop.
 */
export function createBeepScheduler(deps: BeepSchedulerDeps): BeepScheduler {
  let context: BeepContext | null = null;
  let timer: unknown = null;
  let enabled = false;
  let waiting = false;
  const listeners = new Set<() => void>();

  const beep = () => {
    if (!context) return;
    try {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      playBeep(context);
    } catch {
      // The next beep tries again.
    }
  };
  const sync = () => {
    const ring = enabled && waiting;
    if (ring && timer === null) {
      beep();
      timer = deps.setInterval(beep, BEEP_EVERY_MS);
    } else if (!ring && timer !== null) {
      deps.clearInterval(timer);
      timer = null;
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    enable() {
      if (!context) context = deps.createContext();
      void context.resume().catch(() => undefined);
      enabled = true;
      sync();
    },
    disable() {
      enabled = false;
      sync();
    },
    setIncoming(count) {
      if (waiting === count > 0) return;
      waiting = count > 0;
      sync();
    },
    get enabled() {
      return enabled;
    },
    get ringing() {
      return timer !== null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's Web Audio and timers. */
export function browserBeepDeps(): BeepSchedulerDeps {
  return {
    createContext: () => {
      const Context =
        window.AudioContext ??
        (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
      return new Context();
    },
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
  };
}
