import type { LanguageId } from '../common/codes.js';
import type { History } from './history.entities.js';
import type { HistoryRecord } from './history.records.js';
import { historyTypeName } from './history-type-names.js';

export function toHistoryRecord(history: History, languageId: LanguageId, personNames: ReadonlyMap<number, string>): HistoryRecord {
  return {
    ID: history.id,
    TypeID: history.typeId,
    TypeName: historyTypeName(history.typeId, languageId),
    Kind: history.kind,
    Date: history.date,
    PropertyID: history.propertyId,
    ProjectID: history.projectId,
    PersonID: history.personId,
    PersonName: history.personId === null ? null : (personNames.get(history.personId) ?? null),
    UserID: history.userId,
    Subject: history.subject,
    Content: history.content,
    StartDate: history.startDate,
    EndDate: history.endDate,
    Location: history.location,
    Done: history.done,
    MediaName: history.mediaName,
    Url: history.url,
  };
}
