import type { MigrationInterface } from 'typeorm';
import { InitialSchema1763712000000 } from './1763712000000-initial-schema.js';
import { PropertyPriceIndex1763740800000 } from './1763740800000-property-price-index.js';

/** Every migration, oldest first. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [InitialSchema1763712000000, PropertyPriceIndex1763740800000];
