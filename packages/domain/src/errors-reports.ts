import type { ServerErrorDefinition } from './error-families.js';

/** The store's reports (A260–A261; A262–A265 are the platform's pickup points): which periods a report may cover. */
export const reportErrors = {
  REPORT_RANGE_INVALID: {
    code: 'A260',
    status: 400,
    message: "The report's dates must be real days (YYYY-MM-DD), the first no later than the last.",
  },
  REPORT_RANGE_TOO_LONG: {
    code: 'A261',
    status: 400,
    message: 'A report covers at most 92 days; choose a shorter range.',
  },
} as const satisfies Record<string, ServerErrorDefinition>;
