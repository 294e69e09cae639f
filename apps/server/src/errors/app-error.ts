import { CodedError } from '@nearbite/domain/coded-error';
import type { ServerErrorKey } from '@nearbite/domain/errors';

/** The one error type services throw; the error handler maps it (and the domain's refusals) to the envelope. */
export class AppError extends CodedError {
  constructor(key: ServerErrorKey, message?: string) {
    super(key, message);
    this.name = 'AppError';
  }
}
