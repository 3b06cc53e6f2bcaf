import { changeTriggers, type PartSource } from './change-triggers.js';
import { PROJECT } from './1795420060000-change-log.js';
import { LISTED_PROPERTY } from './1795470000000-withdrawn-project-units.js';
import { DialectMigration } from './dialect-migration.js';

/**
 * Viewing and open-house slots are part of what a partner reads of a property or project
 * (GetPropertyVisitSlots, its free places): creating, changing or deleting one appends `Changed`
 * with reason `Slots` on its published owner, so a partner's site that shows the open-house
 * times learns of them from the change feed and the webhooks like any other change.
 */
export const SLOTS: PartSource[] = [
  { table: 'appointment', name: 'appointment_property', owner: LISTED_PROPERTY, ownerColumn: 'property_id', reason: 'Slots' },
  { table: 'appointment', name: 'appointment_project', owner: PROJECT, ownerColumn: 'project_id', reason: 'Slots' },
];

const TRIGGERS = changeTriggers({ parts: SLOTS });

export class ViewingSlotChanges1795550000000 extends DialectMigration {
  readonly name = 'ViewingSlotChanges1795550000000';
  protected readonly sqlite = TRIGGERS.sqlite;
  protected readonly mysql = TRIGGERS.mysql;
}
