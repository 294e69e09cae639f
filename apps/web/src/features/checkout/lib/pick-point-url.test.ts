import { describe, expect, it } from 'vitest';
import { locationParam, parseLocationParam } from './pick-point-url';

describe('the location of /post/pickPoint', () => {
  it('reads back the point it wrote', () => {
    const point = { latitude: 37.788, longitude: -122.4075 };
    expect(locationParam(point)).toBe('37.788,-122.4075');
    expect(parseLocationParam(locationParam(point))).toEqual(point);
  });

  it('is no point when missing, malformed or off the Earth', () => {
    for (const value of [null, '', '37.788', 'a,b', '91,0', '0,181', '37.7,-122.4,5']) {
      expect(parseLocationParam(value), String(value)).toBeNull();
    }
  });
});
