/** The domain's codes (shared/design/domain.md), as the API carries them. */
export const STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
export const GOALS = [0, 1, 2] as const;

/** A status's badge colour: what an agent scans the table for. */
export const STATUS_COLORS: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'blue', 3: 'red', 4: 'blue', 5: 'gray', 6: 'violet' };
