import { loadTexts } from './use-texts';

/**
 * Loads the error texts (namespace `errors`, keys `error<CODE>`, read as `errors.error<CODE>`). They come
 * after start, off the home route's critical path; showError waits for them.
 */
export function loadErrorTexts(): Promise<void> {
  return loadTexts('errors');
}
