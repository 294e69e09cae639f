import { ApiError, ClientError, clientError } from '@nearbite/api-client/api-client';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { distinctTitle, errorCodeOf, errorText } from './notify';

const texts: Record<string, string> = {
  'errors.errorS1': 'Enter a valid phone number.',
  'errors.errorO1000': 'Something went wrong.',
};
const t = (key: string) => texts[key] ?? (key === 'errorToast.fallback' ? en.errorToast.fallback : key);
const exists = (key: string) => key in texts;

describe('error toasts', () => {
  it('show the code of coded errors and O1000 for anything else', () => {
    expect(errorCodeOf(clientError('S1'))).toBe('S1');
    expect(errorCodeOf(new ApiError('A12', 429, undefined))).toBe('A12');
    expect(errorCodeOf(new ClientError('E3'))).toBe('E3');
    expect(errorCodeOf(new Error('boom'))).toBe('O1000');
    expect(errorCodeOf('nope')).toBe('O1000');
  });

  it('show the translated text of error<CODE>', () => {
    expect(errorText('S1', null, t, exists)).toBe('Enter a valid phone number.');
  });

  it('show the server message for Other errors that carry one', () => {
    expect(errorText('O1000', 'No such store.', t, exists)).toBe('No such store.');
    expect(errorText('O1000', null, t, exists)).toBe('Something went wrong.');
  });

  it('fall back to a generic line for a code without a text', () => {
    expect(errorText('A999', null, t, exists)).toBe(en.errorToast.fallback);
  });
});

describe('error toast titles', () => {
  it('are dropped when they only repeat the error text (A14 under "Message sending failed")', () => {
    expect(distinctTitle('Message sending failed', 'Message sending failed.')).toBeUndefined();
    expect(distinctTitle('短信发送失败', '短信发送失败。')).toBeUndefined();
  });

  it('stay when they add something', () => {
    expect(distinctTitle('Message sending failed', 'Too many requests.')).toBe('Message sending failed');
    expect(distinctTitle(undefined, 'Too many requests.')).toBeUndefined();
  });
});
