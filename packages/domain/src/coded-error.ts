import type { ServerErrorKey } from './errors.js';

/**
 * A refusal named by the error catalogue. Rules throw it when an input breaks them; the server's error
 * handler answers it with the key's status and code (the server's AppError is one).
 */
export class CodedError extends Error {
  constructor(
    readonly key: ServerErrorKey,
    message?: string,
  ) {
    super(message ?? key);
    this.name = 'CodedError';
  }
}

/** Throws the catalogue's error for `key`. */
export function refuse(key: ServerErrorKey, message?: string): never {
  throw new CodedError(key, message);
}
