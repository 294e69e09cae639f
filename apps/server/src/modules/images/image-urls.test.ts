import { describe, expect, it } from 'vitest';
import { imageUrl, sizedImageUrl } from './image-urls.js';

describe('sizedImageUrl', () => {
  it('asks the image route for the width', () => {
    expect(sizedImageUrl(imageUrl('dish', 'kung-pao-chicken'), 300)).toBe(
      '/apis/v1/images/dish/kung-pao-chicken.svg?w=300',
    );
    expect(sizedImageUrl(imageUrl('banner', 'sunset-noodles'), 750)).toBe(
      '/apis/v1/images/banner/sunset-noodles.svg?w=750',
    );
  });

  it("leaves other hosts' URLs and URLs that already name a width as they are", () => {
    expect(sizedImageUrl('https://cdn.example.com/a.jpg', 750)).toBe('https://cdn.example.com/a.jpg');
    expect(sizedImageUrl('/apis/v1/images/dish/tea.svg?w=300', 750)).toBe(
      '/apis/v1/images/dish/tea.svg?w=300',
    );
  });
});
