import { describe, expect, it } from 'vitest';
import { withPicture } from './use-item-form';

describe('adding an uploaded picture to the item pictures field', () => {
  it('puts it on a line of its own after the pictures already there, dropping blank lines', () => {
    expect(withPicture('', '/apis/v1/images/photo/a')).toBe('/apis/v1/images/photo/a');
    expect(withPicture('https://x.test/1.jpg\n\n  ', '/apis/v1/images/photo/b')).toBe(
      'https://x.test/1.jpg\n/apis/v1/images/photo/b',
    );
  });
});
