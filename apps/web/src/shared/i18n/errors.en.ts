/** English texts for every error code, keyed `error<CODE>`. */
export const errorTextsEn: Record<string, string> = {
  errorN1000: 'Network error. Check your connection and try again.',
  errorL1000: 'Authentication failed. Please sign in again.',
  errorS1000: 'Server error. Please try again later.',
  errorO1000: 'Something went wrong.',
};
