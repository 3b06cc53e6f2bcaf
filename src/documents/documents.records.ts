import { defineRecord, pageOf, type RecordOf } from '../common/record.js';

/** What a document is. */
export const DOCUMENT_KINDS = ['plan', 'certificate', 'brochure', 'contract', 'identity', 'picture', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document attached to a property (ObjectID), a project or a person (GetDocumentList). */
export const DocumentRecord = defineRecord('Document', {
  ID: 'int',
  ObjectID: 'int',
  ProjectID: 'int',
  PersonID: 'int',
  Title: 'string',
  Kind: 'string',
  Url: 'string',
  Publish: 'boolean',
  CreatedDate: 'dateTime',
});
export type DocumentRecord = RecordOf<typeof DocumentRecord>;

export const DocumentPage = pageOf('DocumentList', DocumentRecord, 'Document');
