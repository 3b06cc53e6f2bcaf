/** The time source of the credential cache and the login throttle; tests inject a fake one. */
export interface Clock {
  now(): number;
}

/** Optional Nest token for a `Clock`; without it the system clock is used. */
export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => Date.now() };
