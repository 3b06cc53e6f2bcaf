/**
 * Record schemas that exist only as first-interface string results: the list wrappers and the
 * count. Every list result has the same shape, `<Root><Items><Item>…</Item>…</Items></Root>`,
 * like a page without its From/To/RowsCount (see docs/asmx-protocol.md).
 */
import { defineRecord, listOf, type RecordSchema } from '../../common/record.js';

/** A list result: the root element holds `<Items>` with one element per record. */
export function itemsOf<const S extends RecordSchema>(name: string, item: S, itemElement?: string) {
  return defineRecord(name, { Items: listOf(item, itemElement) });
}

/** GetPropertyCount: the number of public properties matching the filters. */
export const PropertyCountRecord = defineRecord('PropertyCount', { RowsCount: 'int' });
