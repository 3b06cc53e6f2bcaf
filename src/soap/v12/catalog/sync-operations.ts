import { ChangesRecord, PublishedIndexRecord } from '../../../changes/changes.records.js';
import { MAX_CHANGES, MAX_INDEX_ENTRIES } from '../../../changes/changes.service.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { stringList } from '../request-shape.js';

const RESOURCES_NOTE = 'comma list of Property, Project; empty = both';
const IGNORED = { OfficeID: 'the change log covers every office of the agency' } as const;

const getChanges = defineOperation({
  name: 'GetChanges',
  scopes: ['listings'],
  summary:
    "The agency's changes after a cursor, oldest first: every create, change, publication, withdrawal and deletion of its properties and projects (docs/sync.md), one event per record and transaction (a Changed names every reason). A unit of a withdrawn project is withdrawn with it and published again with it. Pull until HasMore is false; keep NextCursor. Code 410 ResyncRequired: the cursor is older than the retained log — rebuild from GetPublishedIndex.",
  fields: { Cursor: 'string', Limit: 'int', Resources: stringList },
  notes: {
    Cursor: 'NextCursor (or AsOfCursor) exactly as received; empty = from the oldest retained change',
    Limit: `changes per call, 1 to ${MAX_CHANGES} (default 100)`,
    Resources: RESOURCES_NOTE,
  },
  ignored: IGNORED,
  result: ChangesRecord,
  kind: 'object',
  example: { Cursor: '', Limit: 100 },
  call: ({ services, tenant }, request) => services.changes.changes(tenant, request.Cursor, request.Limit, request.Resources),
});

const getPublishedIndex = defineOperation({
  name: 'GetPublishedIndex',
  scopes: ['listings'],
  summary:
    "Every record the agency publishes with its current Version, by resource and id (as the reads decide: no unit of a withdrawn project), a page at a time: the reconciliation snapshot. Take the first page's AsOfCursor, read all pages, then continue with GetChanges from that cursor.",
  fields: { PageToken: 'string', Limit: 'int', Resources: stringList },
  notes: {
    PageToken: 'NextPageToken of the previous page; empty = the first page',
    Limit: `entries per page, 1 to ${MAX_INDEX_ENTRIES} (default 1000)`,
    Resources: RESOURCES_NOTE,
  },
  ignored: IGNORED,
  result: PublishedIndexRecord,
  kind: 'object',
  example: { PageToken: '', Limit: 1000 },
  call: ({ services, tenant }, request) => services.changes.publishedIndex(tenant, request.PageToken, request.Limit, request.Resources),
});

/** Partner sync: the change log and the reconciliation index (extensions of the original interface). */
export const SYNC_OPERATIONS: readonly BaseOperation[] = [getChanges, getPublishedIndex];
