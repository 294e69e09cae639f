import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './browser-storage';
import { countdownSeconds, RESEND_STORAGE_KEY, readSentAt, recordSentAt } from './resend-countdown';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('resend countdown', () => {
  const sentAt = 1_700_000_000_000;

  it('counts 60 seconds down from the send time', () => {
    expect(countdownSeconds(sentAt, sentAt)).toBe(60);
    expect(countdownSeconds(sentAt, sentAt + 1)).toBe(60);
    expect(countdownSeconds(sentAt, sentAt + 1_000)).toBe(59);
    expect(countdownSeconds(sentAt, sentAt + 59_001)).toBe(1);
    expect(countdownSeconds(sentAt, sentAt + 60_000)).toBe(0);
    expect(countdownSeconds(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('is not counting when no code was sent', () => {
    expect(countdownSeconds(null, sentAt)).toBe(0);
  });

  it('survives a reload: the send time is read back from storage', () => {
    const storage = memoryStorage();
    recordSentAt(storage, sentAt);
    expect(storage.map.get(RESEND_STORAGE_KEY)).toBe(String(sentAt));
    // A new page load reads the same storage 20.5 s later.
    expect(countdownSeconds(readSentAt(storage), sentAt + 20_500)).toBe(40);
  });

  it('ignores garbage in storage', () => {
    const storage = memoryStorage();
    for (const junk of ['', 'soon', '-5', '1.5', 'NaN']) {
      storage.setItem(RESEND_STORAGE_KEY, junk);
      expect(readSentAt(storage)).toBeNull();
    }
  });

  it('never counts more than the full interval when the clock went back', () => {
    expect(countdownSeconds(sentAt + 3_600_000, sentAt)).toBe(60);
  });
});
