/**
 * Polls `probe` every 50 ms until it returns a value (at most `attempts` times); then fails naming
 * `what`, with what `diagnose` reports (e.g. the webhook outbox's states) to tell why.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, options: { attempts?: number; diagnose?: () => Promise<string> } = {}): Promise<T> {
  for (let attempt = 0; attempt < (options.attempts ?? 200); attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}${options.diagnose ? ` (${await options.diagnose()})` : ''}`);
}
