import { HISTORY_TYPE } from '../common/codes.js';
import { EMPTY_HISTORY_DETAILS, type History } from '../history/history.entities.js';

/** A task as the export document describes it (`tasks[]`); the history record of kind task holds it. */
export interface TaskValues {
  readonly typeId: number;
  readonly subject: string;
  readonly comment: string | null;
  readonly personId: number | null;
  readonly propertyId: number | null;
  readonly demandId: number | null;
  readonly userId: number | null;
  readonly dueDate: Date | null;
  readonly done: boolean;
  readonly doneAt: Date | null;
  readonly createdAt: Date;
  readonly createdBy: string | null;
}

/** The history type of a task whose creator named none (CreateTask): 24, Check-up. */
export const DEFAULT_TASK_TYPE = HISTORY_TYPE.Checkup;

/** The task a history record of kind task holds: created on its date, due on its end date. */
export function taskOfHistory(row: History): TaskValues {
  return {
    typeId: row.typeId,
    subject: row.subject ?? '',
    comment: row.content,
    personId: row.personId,
    propertyId: row.propertyId,
    demandId: row.demandId,
    userId: row.userId,
    dueDate: row.endDate,
    done: Boolean(row.done),
    doneAt: row.doneAt,
    createdAt: row.date,
    createdBy: row.createdBy,
  };
}

/** The history record (kind task, without agency and id) that holds a task. */
export function historyOfTask(task: TaskValues): Omit<History, 'id' | 'agencyId'> {
  return {
    ...EMPTY_HISTORY_DETAILS,
    kind: 'task',
    typeId: task.typeId,
    date: task.createdAt,
    subject: task.subject,
    content: task.comment,
    personId: task.personId,
    propertyId: task.propertyId,
    demandId: task.demandId,
    userId: task.userId,
    startDate: task.createdAt,
    endDate: task.dueDate,
    done: task.done,
    doneAt: task.doneAt,
    createdBy: task.createdBy === null ? null : task.createdBy.slice(0, 100),
  };
}
