/** Distinct keys kept; beyond that the cache starts afresh (the addresses in keys come from client-chosen Host headers). */
const MAX_ENTRIES = 64;

/**
 * Service descriptions generated once per endpoint address (they embed it) and kept, with a
 * bound so that arbitrary Host headers cannot grow the cache without limit.
 */
export class DocumentCache {
  private readonly documents = new Map<string, string>();

  get(key: string, build: () => string): string {
    let text = this.documents.get(key);
    if (text === undefined) {
      text = build();
      if (this.documents.size >= MAX_ENTRIES) this.documents.clear();
      this.documents.set(key, text);
    }
    return text;
  }
}
