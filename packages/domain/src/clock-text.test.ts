import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text.js';

const LA = 'America/Los_Angeles';

describe('clockText', () => {
  it('shows the store’s wall clock: 12-hour in English, 24-hour in Chinese', () => {
    // 2025-06-11 18:05 in Los Angeles (UTC−7).
    const evening = Date.parse('2025-06-12T01:05:00Z');
    expect(clockText(LA, evening, 'en')).toBe('6:05 PM');
    expect(clockText(LA, evening, 'zh')).toBe('18:05');
  });

  it('writes midnight and noon as 12 in English', () => {
    expect(clockText(LA, Date.parse('2025-06-11T07:00:00Z'), 'en')).toBe('12:00 AM');
    expect(clockText(LA, Date.parse('2025-06-11T19:00:59Z'), 'en')).toBe('12:00 PM');
    expect(clockText(LA, Date.parse('2025-06-11T16:30:00Z'), 'zh')).toBe('09:30');
  });
});
