import type { DataSource } from 'typeorm';
import { EMPTY_HISTORY_DETAILS, History } from '../../../src/history/history.entities.js';
import { Property } from '../../../src/properties/properties.entities.js';

let properties = 0;

/** A minimal property row of the agency: active unless told otherwise. */
export async function insertProperty(dataSource: DataSource, agencyId: number, values: Partial<Property> = {}): Promise<Property> {
  properties++;
  const at = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));
  return dataSource.getRepository(Property).save({
    agencyId,
    ident: `H-${properties}`,
    status: 1,
    goal: 0,
    webId: 1,
    typeId: 1,
    createdAt: at,
    lastChangedAt: at,
    ...values,
  });
}

/** A history record of the agency (automatic Contact now, unless told otherwise). */
export async function insertHistory(dataSource: DataSource, agencyId: number, values: Partial<History> = {}): Promise<History> {
  return dataSource.getRepository(History).save({
    agencyId,
    kind: 'automatic',
    typeId: 0,
    date: new Date(Math.floor(Date.now() / 1000) * 1000),
    ...EMPTY_HISTORY_DETAILS,
    ...values,
  });
}

/** Every history row of the agency, oldest first. */
export function historyOf(dataSource: DataSource, agencyId: number): Promise<History[]> {
  return dataSource.getRepository(History).find({ where: { agencyId }, order: { id: 'ASC' } });
}
