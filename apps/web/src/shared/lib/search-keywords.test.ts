import { describe, expect, it } from 'vitest';
import { searchKeywords } from './search-keywords';

describe('search keywords', () => {
  it('are empty (nothing to search) for blank input', () => {
    expect(searchKeywords('')).toBe('');
    expect(searchKeywords('   \t ')).toBe('');
  });

  it('are trimmed with single spaces', () => {
    expect(searchKeywords('  kung   pao ')).toBe('kung pao');
  });

  it('keep at most 100 characters', () => {
    expect(searchKeywords('a'.repeat(120))).toHaveLength(100);
  });
});
