import type { ServerErrorKey } from '@nearbite/domain/errors';

/** The one error type services throw; the error handler maps it to its HTTP status and envelope. */
export class AppError extends Error {
  constructor(
    readonly key: ServerErrorKey,
    message?: string,
  ) {
    super(message ?? key);
    this.name = 'AppError';
  }
}
