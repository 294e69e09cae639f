import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEEP_EVERY_MS, type BeepContext, createBeepScheduler } from './beep-scheduler';

/** A Web Audio stand-in that counts beeps (two tones each) and contexts. */
function fakeAudio() {
  let contexts = 0;
  let tones = 0;
  let failNext = false;
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  const node = { connect: vi.fn() };
  const createContext = (): BeepContext => {
    contexts += 1;
    return {
      state: 'running',
      currentTime: 0,
      destination: {} as AudioNode,
      resume: () => Promise.resolve(),
      createOscillator: () => {
        if (failNext) {
          failNext = false;
          throw new Error('audio device lost');
        }
        tones += 1;
        return {
          ...node,
          type: 'sine',
          frequency: param,
          start: vi.fn(),
          stop: vi.fn(),
        } as unknown as OscillatorNode;
      },
      createGain: () => ({ ...node, gain: param }) as unknown as GainNode,
    };
  };
  return {
    createContext,
    get contexts() {
      return contexts;
    },
    get beeps() {
      return tones / 2;
    },
    failOnce: () => {
      failNext = true;
    },
  };
}

function scheduler() {
  const audio = fakeAudio();
  const timers = { set: 0, cleared: 0 };
  const sound = createBeepScheduler({
    createContext: audio.createContext,
    setInterval: (callback, ms) => {
      timers.set += 1;
      return setInterval(callback, ms);
    },
    clearInterval: (timer) => {
      timers.cleared += 1;
      clearInterval(timer as ReturnType<typeof setInterval>);
    },
  });
  return { sound, audio, timers };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the shift sound', () => {
  it('keeps one timer and one audio context however many orders arrive', () => {
    const { sound, audio, timers } = scheduler();
    sound.enable();
    for (const count of [1, 2, 5, 12, 30]) sound.setIncoming(count);
    sound.enable();
    expect(timers.set).toBe(1);
    expect(audio.contexts).toBe(1);
    // One beep at once, then one every interval: never more than one per interval.
    expect(audio.beeps).toBe(1);
    vi.advanceTimersByTime(BEEP_EVERY_MS * 4);
    expect(audio.beeps).toBe(5);
    expect(sound.ringing).toBe(true);
  });

  it('stops when every order is accepted, and starts again for the next one', () => {
    const { sound, audio, timers } = scheduler();
    sound.enable();
    sound.setIncoming(3);
    sound.setIncoming(0);
    expect(timers.cleared).toBe(1);
    expect(sound.ringing).toBe(false);
    const beeps = audio.beeps;
    vi.advanceTimersByTime(BEEP_EVERY_MS * 5);
    expect(audio.beeps).toBe(beeps);
    sound.setIncoming(1);
    expect(timers.set).toBe(2);
    expect(audio.beeps).toBe(beeps + 1);
  });

  it('is silent until the shift starts (a click), and when muted', () => {
    const { sound, audio, timers } = scheduler();
    sound.setIncoming(4);
    vi.advanceTimersByTime(BEEP_EVERY_MS * 3);
    expect(audio.contexts).toBe(0);
    expect(timers.set).toBe(0);
    sound.enable();
    expect(sound.enabled).toBe(true);
    expect(audio.beeps).toBe(1);
    sound.disable();
    vi.advanceTimersByTime(BEEP_EVERY_MS * 3);
    expect(audio.beeps).toBe(1);
    expect(sound.ringing).toBe(false);
  });

  it('keeps beeping after a beep fails', () => {
    const { sound, audio } = scheduler();
    sound.enable();
    audio.failOnce();
    sound.setIncoming(1);
    expect(audio.beeps).toBe(0);
    vi.advanceTimersByTime(BEEP_EVERY_MS * 2);
    expect(audio.beeps).toBe(2);
  });

  it('tells its listeners when the sound goes on and off', () => {
    const { sound } = scheduler();
    const listener = vi.fn();
    const unsubscribe = sound.subscribe(listener);
    sound.enable();
    sound.disable();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sound.enable();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
