import { defineRecord, listOf, type RecordOf } from '../common/record.js';

/**
 * One change of a record an agency publishes, in the order partners apply them. Field meanings
 * map one to one to RESO EntityEvent (docs/sync.md, "RESO EntityEvent"): Sequence is
 * EntityEventSequence, Resource is ResourceName, Key is ResourceRecordKey.
 */
export const ChangeRecord = defineRecord('Change', {
  /** Increasing across the service; gaps are normal (other agencies' events). */
  Sequence: 'long',
  /** `Property` or `Project` (a project's units are properties). */
  Resource: 'string',
  /** The record's id. */
  Key: 'int',
  /** `Created`, `Changed`, `Published`, `Withdrawn` or `Deleted`: after Withdrawn and Deleted the record is gone for partners. */
  Kind: 'string',
  /**
   * What changed: `Record`, `Texts`, `Pictures`, `Documents`, `Slots` (its viewing slots), `Buildings`, `Project` (a unit's project), `Unit` (a project's unit), `Baseline`;
   * one event per record and transaction, so a `Changed` or `Published` names every reason, comma-separated (`Record,Texts,Pictures`).
   */
  Reason: 'string',
  OccurredAt: 'dateTime',
  /** The record's version after this change: increases with every change of what partners read. */
  Version: 'long',
});
export type ChangeRecord = RecordOf<typeof ChangeRecord>;

export const ChangesRecord = defineRecord('Changes', {
  Changes: listOf(ChangeRecord),
  /** Where the next call continues (also when nothing changed): keep it with the applied changes. */
  NextCursor: 'string',
  /** More changes wait beyond this page: call again at once. */
  HasMore: 'boolean',
});
export type ChangesRecord = RecordOf<typeof ChangesRecord>;

/** One published record with its current version. */
export const PublishedEntryRecord = defineRecord('PublishedEntry', {
  Resource: 'string',
  ID: 'int',
  Version: 'long',
});
export type PublishedEntryRecord = RecordOf<typeof PublishedEntryRecord>;

export const PublishedIndexRecord = defineRecord('PublishedIndex', {
  Items: listOf(PublishedEntryRecord),
  /**
   * The change-log cursor the snapshot is as of: a consumer that takes the first page's
   * AsOfCursor, reads every page, then pulls GetChanges from it has the source.
   */
  AsOfCursor: 'string',
  /** Pass as PageToken for the next page; empty on the last page. */
  NextPageToken: 'string',
  HasMore: 'boolean',
});
export type PublishedIndexRecord = RecordOf<typeof PublishedIndexRecord>;
