import { Inject, Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { storedNow } from '../persons/clock-time.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { History } from '../history/history.entities.js';
import { Property } from '../properties/properties.entities.js';
import { DEFAULT_TASK_TYPE, historyOfTask } from './task-rows.js';

/** What a new task says (CreateTask); a subject or a comment is required. */
export interface TaskInput {
  readonly subject: string | null;
  readonly comment: string | null;
  readonly personId: number | null;
  readonly propertyId: number | null;
  /** A demand of the person (or of anybody, without a person). */
  readonly demandId: number | null;
  readonly dueDate?: Date | null;
  /** The account that created it. */
  readonly createdBy?: string | null;
}

const SUBJECT_LENGTH = 500;

/**
 * Tasks for the agency's staff about persons, properties and demands. A task is a history record
 * of kind `task` (its one store): what GetTaskHistories, GetHistorySummary, GetPersonSummary and
 * a property's history read. Its date is when it was created, EndDate when it is due.
 */
@Injectable()
export class TasksService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** Creates an open task; returns its id. Unknown persons, properties and demands are NotFound. */
  async createTask(tenant: Tenant, input: TaskInput, now: Date = storedNow()): Promise<number> {
    requireScope(tenant, 'persons-write');
    const subject = input.subject?.trim() ?? '';
    const comment = input.comment?.trim() ?? '';
    if (subject === '' && comment === '') throw new InvalidInputError('Subject', 'is required (or a Comment).');
    if (subject.length > SUBJECT_LENGTH) throw new InvalidInputError('Subject', `is longer than ${SUBJECT_LENGTH} characters.`);
    return this.scope.transaction(async (manager) => {
      if (input.personId !== null && !(await this.scope.findOne(tenant, Person, { id: input.personId }, manager))) throw new NotFoundError('Person', input.personId);
      if (input.propertyId !== null && !(await this.scope.findOne(tenant, Property, { id: input.propertyId }, manager))) throw new NotFoundError('Property', input.propertyId);
      if (input.demandId !== null) {
        const demand = await this.scope.findOne(tenant, Demand, { id: input.demandId }, manager);
        if (!demand) throw new NotFoundError('Demand', input.demandId);
        if (input.personId !== null && demand.personId !== input.personId) throw new InvalidInputError('DemandID', `demand ${input.demandId} is not a demand of person ${input.personId}.`);
      }
      const [id] = await this.scope.insert(
        tenant,
        History,
        historyOfTask({
          typeId: DEFAULT_TASK_TYPE,
          subject,
          comment: comment === '' ? null : comment,
          personId: input.personId,
          propertyId: input.propertyId,
          demandId: input.demandId,
          userId: null,
          dueDate: input.dueDate ?? null,
          done: false,
          doneAt: null,
          createdAt: now,
          createdBy: input.createdBy ?? null,
        }),
        manager,
      );
      return id as number;
    });
  }

  /** Marks a task done (now) or open again. */
  async setDone(tenant: Tenant, taskId: number, done: boolean, now: Date = storedNow()): Promise<void> {
    requireScope(tenant, 'persons-write');
    if ((await this.scope.update(tenant, History, { id: taskId, kind: 'task' }, { done, doneAt: done ? now : null })) === 0) throw new NotFoundError('Task', taskId);
  }
}
