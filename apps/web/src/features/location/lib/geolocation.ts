/** Why the device position could not be had; each reason has its own message. */
export type GeolocationFailure = 'refused' | 'failed' | 'timedOut' | 'unsupported';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function geolocationFailure(code: number | undefined): GeolocationFailure {
  if (code === 1) return 'refused';
  if (code === 3) return 'timedOut';
  return 'failed';
}

/** i18n key of the message for each failure ("unsupported" is the no-location message). */
export const geolocationMessageKey = (failure: GeolocationFailure) => `location.geo.${failure}` as const;

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(`Geolocation ${reason}`);
    this.name = 'GeolocationError';
  }
}

/** Coarse, quick and a minute old at most: enough to list nearby stores. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 60_000,
};

/** The device position; rejects with a GeolocationError (unsupported when the browser has no geolocation). */
export function currentPosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationError(geolocationFailure(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
