import { Inject, Injectable } from '@nestjs/common';
import { HISTORY_TYPES } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { storedNow } from '../persons/clock-time.js';
import { emailKey } from '../persons/person-input.js';
import { Person } from '../persons/persons.entities.js';
import { Property } from '../properties/properties.entities.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { HistoryWriter } from './history-writer.js';

/** A history record a client writes (CreateHistory). */
export interface NewHistoryInput {
  readonly typeId: number;
  readonly propertyId: number | null;
  /** The person it is about, by email address. */
  readonly email: string | null;
  readonly userId: number | null;
  readonly subject: string | null;
  readonly content: string | null;
  /** Default now. */
  readonly date: Date | null;
}

/** Writes the history records clients create, after checking what they refer to. */
@Injectable()
export class HistoryRecorder {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(HistoryWriter) private readonly writer: HistoryWriter,
  ) {}

  async create(tenant: Tenant, input: NewHistoryInput): Promise<number> {
    if (!Number.isInteger(input.typeId) || input.typeId < 0 || input.typeId >= HISTORY_TYPES.length) {
      throw new InvalidInputError('TypeId', `must be a history type 0–${HISTORY_TYPES.length - 1} (GetHistoriesType), got ${input.typeId}.`);
    }
    return this.scope.transaction(async (manager) => {
      let personId: number | null = null;
      if (input.email !== null && input.email.trim() !== '') {
        const person = await this.scope.findOne(tenant, Person, { email: emailKey(input.email) }, manager);
        if (!person) throw new NotFoundError(`Person with email ${input.email.trim().slice(0, 100)}`);
        personId = person.id;
      }
      let officeId: number | null = null;
      if (input.propertyId !== null) {
        const property = await this.scope.findOne(tenant, Property, { id: input.propertyId }, manager);
        if (!property) throw new NotFoundError('Property', input.propertyId);
        officeId = property.officeId;
      }
      if (input.userId !== null && !(await this.scope.findOne(tenant, AgencyUser, { id: input.userId }, manager))) throw new NotFoundError('User', input.userId);
      if (personId === null && input.propertyId === null) throw new InvalidInputError('ObjectId', 'is required (or the Email of a person).');
      return this.writer.write(
        tenant,
        {
          kind: 'automatic',
          typeId: input.typeId,
          date: input.date ?? storedNow(),
          propertyId: input.propertyId,
          personId,
          userId: input.userId,
          officeId,
          subject: input.subject?.trim() || null,
          content: input.content ?? null,
        },
        manager,
      );
    });
  }
}
