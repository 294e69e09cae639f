/** Where the welcome gift is: offered, being claimed, signing in, received, or finished. */
export type GiftStep = 'offer' | 'claiming' | 'login' | 'received' | 'done';

/**
 * Whether the offer shows: while offered, and while claiming a signed-in diner's gift (a diner who signed
 * in for it has the sign-in sheet closing over the page instead).
 */
export function offerShown(step: GiftStep, signedInForIt: boolean): boolean {
  return step === 'offer' || (step === 'claiming' && !signedInForIt);
}
