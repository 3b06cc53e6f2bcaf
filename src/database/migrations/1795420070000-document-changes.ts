import { changeTriggers, type PartSource } from './change-triggers.js';
import { PROJECT, PROPERTY } from './1795420060000-change-log.js';
import { DialectMigration } from './dialect-migration.js';

/**
 * Documents are part of what a partner reads of a property or project (GetDocumentList with the
 * listings scope lists them, published or not, with their Publish flag), so inserting, changing
 * or deleting one appends `Changed` with reason `Documents` on its published owner, whatever the
 * document's own published flag. A person's document (person_id set) is not partner-visible and
 * appends nothing. A document moved from one owner to another changes both.
 */
const PARTNER_VISIBLE = (row: string) => `${row}.person_id IS NULL`;

export const DOCUMENTS: PartSource[] = [
  { table: 'document', name: 'document_property', owner: PROPERTY, ownerColumn: 'property_id', reason: 'Documents', visible: PARTNER_VISIBLE },
  { table: 'document', name: 'document_project', owner: PROJECT, ownerColumn: 'project_id', reason: 'Documents', visible: PARTNER_VISIBLE },
];

const TRIGGERS = changeTriggers({ parts: DOCUMENTS });

/** The change log (docs/sync.md) also records the documents of properties and projects. */
export class DocumentChanges1795420070000 extends DialectMigration {
  readonly name = 'DocumentChanges1795420070000';
  protected readonly sqlite = TRIGGERS.sqlite;
  protected readonly mysql = TRIGGERS.mysql;
}
