import { describe, expect, it } from 'vitest';
import { escapeLike, parseAddressQuery } from './address-query.js';

describe('parseAddressQuery', () => {
  it('reads a town with a state code or name after a comma', () => {
    expect(parseAddressQuery('Oakland, CA', false)).toEqual({
      text: 'Oakland, CA',
      placeName: 'Oakland',
      states: ['CA'],
      hasStreet: false,
    });
    expect(parseAddressQuery('  portland ,  oregon ', false)).toMatchObject({
      placeName: 'portland',
      states: ['OR'],
    });
  });

  it('drops the ZIP code and the country, and keeps the street apart', () => {
    expect(parseAddressQuery('500 Castro St, San Francisco, CA 94114, USA', false)).toEqual({
      text: '500 Castro St, San Francisco, CA 94114, USA',
      placeName: 'San Francisco',
      states: ['CA'],
      hasStreet: true,
    });
  });

  it('takes a two-letter code after a space, but never splits a name that ends like a state', () => {
    expect(parseAddressQuery('San Francisco CA', false)).toMatchObject({
      placeName: 'San Francisco',
      states: ['CA'],
    });
    expect(parseAddressQuery('West Virginia', false)).toMatchObject({
      placeName: 'West Virginia',
      states: null,
    });
    expect(parseAddressQuery('Kansas City', false)).toMatchObject({ placeName: 'Kansas City', states: null });
  });

  it('narrows states by prefix only while typing', () => {
    expect(parseAddressQuery('Springfield, Ill', true).states).toEqual(['IL']);
    expect(parseAddressQuery('Springfield, Mi', true).states).toEqual(
      expect.arrayContaining(['MI', 'MN', 'MS', 'MO']),
    );
    expect(parseAddressQuery('Springfield, Mi', false).states).toEqual(['MI']);
    expect(parseAddressQuery('Springfield, Ill', false)).toMatchObject({ placeName: 'Ill', states: null });
  });

  it('treats an unknown last part as the town', () => {
    expect(parseAddressQuery('123 Main St, Spring', true)).toMatchObject({
      placeName: 'Spring',
      states: null,
      hasStreet: true,
    });
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
