import type { components } from './schema';

/** The signed-in staff user's session (POST/GET /api/v1/session). */
export type Session = components['schemas']['SessionDocument'];
