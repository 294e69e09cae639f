import { describe, expect, it } from 'vitest';
import { allErrorCodes, clientErrorCodes, codeFromResponse, familyErrorCodes } from './client-errors.js';
import { serverErrors } from './errors.js';

describe('codeFromResponse', () => {
  it('gives N1000 when no response arrived', () => {
    expect(codeFromResponse(null, undefined)).toBe('N1000');
  });

  it('gives L1000 for any 401, whatever the body says', () => {
    expect(codeFromResponse(401, { errType: 1, innerErrorType: 7, message: 'Sign in to continue.' })).toBe(
      'L1000',
    );
  });

  it('gives S1000 for a 500', () => {
    expect(codeFromResponse(500, { errType: 1, innerErrorType: 8, message: 'x' })).toBe('S1000');
  });

  it('maps errType 1 to 6 onto the letters A to F', () => {
    const answers: [number, number, string][] = [
      [1, 12, 'A12'],
      [2, 1, 'B1'],
      [3, 101, 'C101'],
      [4, 7, 'D7'],
      [5, 4, 'E4'],
      [6, 3, 'F3'],
    ];
    for (const [errType, innerErrorType, code] of answers) {
      expect(codeFromResponse(409, { errType, innerErrorType, message: 'x' })).toBe(code);
    }
  });

  it('reads the envelope on other 5xx answers too', () => {
    expect(codeFromResponse(502, { errType: 3, innerErrorType: 100, message: 'x' })).toBe('C100');
  });

  it('gives O1000 when the body carries no usable envelope', () => {
    expect(codeFromResponse(404, undefined)).toBe('O1000');
    expect(codeFromResponse(404, null)).toBe('O1000');
    expect(codeFromResponse(404, 'Not Found')).toBe('O1000');
    expect(codeFromResponse(400, {})).toBe('O1000');
    expect(codeFromResponse(400, { errType: 7, innerErrorType: 1 })).toBe('O1000');
    expect(codeFromResponse(400, { errType: 0, innerErrorType: 1 })).toBe('O1000');
    expect(codeFromResponse(400, { errType: '1', innerErrorType: 1 })).toBe('O1000');
    expect(codeFromResponse(400, { errType: 1, innerErrorType: '12' })).toBe('O1000');
    expect(codeFromResponse(400, { errType: 1, innerErrorType: 1.5 })).toBe('O1000');
    expect(codeFromResponse(400, { errType: 1, innerErrorType: 0 })).toBe('O1000');
    expect(codeFromResponse(400, { errType: 1 })).toBe('O1000');
  });
});

describe('allErrorCodes', () => {
  const codes = allErrorCodes();

  it('lists every server, client and family code', () => {
    for (const { code } of Object.values(serverErrors)) expect(codes).toContain(code);
    for (const code of clientErrorCodes) expect(codes).toContain(code);
    for (const code of familyErrorCodes) expect(codes).toContain(code);
  });

  it('lists each code once, although A93 is both a server and a client code', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => code === 'A93')).toHaveLength(1);
    expect(codes).toHaveLength(
      Object.keys(serverErrors).length + clientErrorCodes.length - 1 + familyErrorCodes.length,
    );
  });

  it('keeps client and family codes apart from each other', () => {
    const shared = familyErrorCodes.filter((code) => (clientErrorCodes as readonly string[]).includes(code));
    expect(shared).toEqual([]);
  });
});
