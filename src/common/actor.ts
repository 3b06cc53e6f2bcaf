/**
 * Who makes a write: the domain's notion of the author of a change, carried from the transport
 * down to the audit log (src/audit) in the write's own transaction.
 * - `staff`: an agency user signed in to the back-office (id: the agency user's id);
 * - `api-key`: an integration calling the agency API with a key (id: the key's id);
 * - `cli`: an operator running `listing-cli` (id: null);
 * - `partner`: a customer account of the legacy interfaces (id: the account's id);
 * - `system`: the service itself (workers, seeding; id: null).
 */
export interface Actor {
  readonly kind: 'staff' | 'api-key' | 'cli' | 'partner' | 'system';
  readonly id: number | null;
  /** What a person reads in the audit log: the user's name, the key's name, `listing-cli`. */
  readonly label: string;
  /** The client address the write came from (null when there is none, e.g. the CLI). */
  readonly address: string | null;
}

export type ActorKind = Actor['kind'];

export const ACTOR_KINDS: readonly ActorKind[] = ['staff', 'api-key', 'cli', 'partner', 'system'];

/** The operator of the command-line tool. */
export const CLI_ACTOR: Actor = { kind: 'cli', id: null, label: 'listing-cli', address: null };

/** The service itself (background work, seeding). */
export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, label: 'system', address: null };
