/** The error families of the wire envelope and the shape of one catalogue entry (errors.ts). */

/** errType on the wire → the family letter the client shows. */
export const errorFamilies = { 1: 'A', 2: 'B', 3: 'C', 4: 'D', 5: 'E', 6: 'F' } as const;
export type ErrorFamilyNumber = keyof typeof errorFamilies;
export type ErrorFamilyLetter = (typeof errorFamilies)[ErrorFamilyNumber];

/** One coded error of the catalogue. */
export interface ServerErrorDefinition {
  /** Family letter and number, e.g. `A12`. Unique across the catalogue. */
  readonly code: `${ErrorFamilyLetter}${number}`;
  /** HTTP status the server answers with. */
  readonly status: number;
  /** English meaning, sent as `message` and used in docs/decisions/errors.md. */
  readonly message: string;
}
