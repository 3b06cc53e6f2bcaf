/**
 * Security-relevant outcomes the domain reports without knowing who logs or counts them (the
 * request seam does, src/observability). Failures that the domain answers with a normal result
 * rather than an error, such as a wrong person password, are only visible this way.
 */
export type SecurityEvent = 'person-login-failed';

type Listener = (event: SecurityEvent) => void;

const listeners = new Set<Listener>();

export function onSecurityEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSecurityEvent(event: SecurityEvent): void {
  for (const listener of listeners) listener(event);
}
