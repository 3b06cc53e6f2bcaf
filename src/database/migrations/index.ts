import type { MigrationInterface } from 'typeorm';
import { InitialSchema1763712000000 } from './1763712000000-initial-schema.js';

/** Every migration, oldest first. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [InitialSchema1763712000000];
