import { describe, expect, it } from 'vitest';
import { markedRuns } from './marked-text';

describe('markedRuns', () => {
  it('marks text between double asterisks and inside 【】, dropping the marks', () => {
    expect(markedRuns('Earn **2 points** per dollar【本月双倍】!')).toEqual([
      { text: 'Earn ', marked: false },
      { text: '2 points', marked: true },
      { text: ' per dollar', marked: false },
      { text: '本月双倍', marked: true },
      { text: '!', marked: false },
    ]);
  });

  it('leaves unmarked or half-marked text as it is', () => {
    expect(markedRuns('1 point per dollar, *not* **open')).toEqual([
      { text: '1 point per dollar, *not* **open', marked: false },
    ]);
  });
});
