import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { HISTORY_TYPE, HISTORY_TYPES } from '../../src/common/codes.js';
import { InvalidInputError, NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { History } from '../../src/history/history.entities.js';
import { HistoryModule } from '../../src/history/history.module.js';
import { HistoryService } from '../../src/history/history.service.js';
import { SelectedProperty } from '../../src/properties/properties.entities.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { insertHistory, insertProperty } from '../support/factories/history.js';
import { insertDemand, insertPerson } from '../support/factories/persons.js';

const at = (iso: string) => new Date(`${iso}Z`);

describe('history', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let history: HistoryService;
  let tenant: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [HistoryModule]);
    history = module.get(HistoryService);
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  describe('getPropertyHistory', () => {
    it('returns the property history between the bounds, newest first, with type and person names', async () => {
      const property = await insertProperty(dataSource, tenant.agencyId);
      const person = await insertPerson(dataSource, tenant.agencyId, { name: 'Claes', firstName: 'Eva' });
      const base = { propertyId: property.id };
      const first = await insertHistory(dataSource, tenant.agencyId, { ...base, typeId: HISTORY_TYPE.Visit, date: at('2025-03-01T10:00:00'), personId: person.id, subject: 'Visit' });
      const second = await insertHistory(dataSource, tenant.agencyId, { ...base, typeId: HISTORY_TYPE.PhoneIn, kind: 'calendar', date: at('2025-04-01T10:00:00') });
      await insertHistory(dataSource, tenant.agencyId, { ...base, typeId: HISTORY_TYPE.Website, kind: 'website-visit', date: at('2025-04-02T10:00:00') });
      await insertHistory(dataSource, tenant.agencyId, { typeId: HISTORY_TYPE.Visit, date: at('2025-03-05T10:00:00') });
      await insertHistory(dataSource, other.agencyId, { ...base, typeId: HISTORY_TYPE.Visit, date: at('2025-03-05T10:00:00') });

      const all = await history.getPropertyHistory(tenant, property.id, at('0001-01-01T00:00:00'), null, 2);
      expect(all.map((h) => h.ID)).toEqual([second.id, first.id]);
      expect(all[1]).toMatchObject({ TypeID: 1, TypeName: 'Visite', Kind: 'automatic', PersonID: person.id, PersonName: 'Eva Claes', Subject: 'Visit', PropertyID: property.id });
      expect(all[1]?.Date?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
      expect((await history.getPropertyHistory(tenant, property.id, at('2025-03-15T00:00:00'), null, 3)).map((h) => h.TypeName)).toEqual(['Phone in']);
      expect((await history.getPropertyHistory(tenant, property.id, null, at('2025-03-01T10:00:00'), 1)).map((h) => h.TypeName)).toEqual(['Bezoek']);
    });

    it('is NotFound for another agency\'s property or an unknown one, and refuses a bad language', async () => {
      const foreign = await insertProperty(dataSource, other.agencyId);
      await expect(history.getPropertyHistory(tenant, foreign.id, null, null, 1)).rejects.toThrow(NotFoundError);
      await expect(history.getPropertyHistory(tenant, 999_999, null, null, 1)).rejects.toThrow(NotFoundError);
      const mine = await insertProperty(dataSource, tenant.agencyId);
      await expect(history.getPropertyHistory(tenant, mine.id, null, null, 9)).rejects.toThrow(InvalidInputError);
      expect(await history.getPropertyHistory(tenant, mine.id, null, null, 0)).toEqual([]);
    });
  });

  describe('lists per family', () => {
    let agency: Tenant;
    let personId: number;
    let propertyId: number;

    beforeAll(async () => {
      agency = await insertTenant(dataSource);
      personId = (await insertPerson(dataSource, agency.agencyId)).id;
      propertyId = (await insertProperty(dataSource, agency.agencyId)).id;
      for (let day = 1; day <= 5; day++) {
        await insertHistory(dataSource, agency.agencyId, { kind: 'task', typeId: HISTORY_TYPE.PhoneOut, date: at(`2025-05-0${day}T09:00:00`), done: day % 2 === 0, personId: day <= 2 ? personId : null });
      }
      await insertHistory(dataSource, agency.agencyId, { kind: 'media-online', typeId: HISTORY_TYPE.Sent, date: at('2025-05-02T09:00:00'), propertyId, mediaName: 'Portal', url: 'https://portal.test/1' });
      await insertHistory(dataSource, agency.agencyId, { kind: 'appearance', typeId: HISTORY_TYPE.Sent, date: at('2025-05-03T09:00:00'), mediaName: 'Newspaper' });
      await insertHistory(dataSource, other.agencyId, { kind: 'task', typeId: HISTORY_TYPE.PhoneOut, date: at('2025-05-03T09:00:00') });
    });

    it('reads one family, newest first, paged with Limit1/Limit2', async () => {
      const page = await history.list(agency, 'task', {}, { limit1: 2, limit2: 3 });
      expect(page).toMatchObject({ From: 2, To: 3, RowsCount: 5 });
      expect(page.Items.map((h) => h.Date?.getUTCDate())).toEqual([4, 3]);
      expect((await history.list(agency, 'task', {}, { limit1: 0, limit2: 0 })).Items).toHaveLength(5);
      expect((await history.list(agency, 'media-online', {}, { limit1: 1, limit2: 10 })).Items).toEqual([
        expect.objectContaining({ Kind: 'media-online', MediaName: 'Portal', Url: 'https://portal.test/1', PropertyID: propertyId, TypeName: 'Verzonden' }),
      ]);
      expect((await history.list(agency, 'appearance', { languageId: 3 }, { limit1: 1, limit2: 10 })).Items.map((h) => h.TypeName)).toEqual(['Sent']);
      expect((await history.list(agency, 'calendar', {}, { limit1: 1, limit2: 10 })).RowsCount).toBe(0);
    });

    it('filters by person, property, types, dates and done', async () => {
      const count = async (kind: string, filter: object) => (await history.list(agency, kind, filter, { limit1: 1, limit2: 100 })).RowsCount;
      expect(await count('task', { personId })).toBe(2);
      expect(await count('task', { done: true })).toBe(2);
      expect(await count('task', { done: false, from: at('2025-05-02T00:00:00'), to: at('2025-05-04T23:59:59') })).toBe(1);
      expect(await count('task', { typeIds: [HISTORY_TYPE.Sent] })).toBe(0);
      expect(await count('media-online', { propertyId })).toBe(1);
      expect(await count('media-online', { propertyId: propertyId + 1000 })).toBe(0);
    });

    it('filters by several persons and by a project with or without its units, and sorts by SortFields', async () => {
      const own = await insertTenant(dataSource);
      const [first, second] = [(await insertPerson(dataSource, own.agencyId)).id, (await insertPerson(dataSource, own.agencyId)).id];
      const projectId = 7001;
      const unit = await insertProperty(dataSource, own.agencyId, { projectId });
      const entry = { kind: 'appearance', typeId: HISTORY_TYPE.Sent };
      const ofProject = await insertHistory(dataSource, own.agencyId, { ...entry, date: at('2025-06-01T09:00:00'), projectId, personId: second });
      const ofUnit = await insertHistory(dataSource, own.agencyId, { ...entry, date: at('2025-06-02T09:00:00'), propertyId: unit.id, personId: first });
      const elsewhere = await insertHistory(dataSource, own.agencyId, { ...entry, date: at('2025-06-03T09:00:00') });
      const ids = async (filter: object, sort: string | null = null) => (await history.list(own, 'appearance', filter, { limit1: 0, limit2: 0 }, sort)).Items.map((h) => h.ID);
      expect(await ids({})).toEqual([elsewhere.id, ofUnit.id, ofProject.id]);
      expect(await ids({ projectId })).toEqual([ofProject.id]);
      expect(await ids({ projectId, includeUnits: true })).toEqual([ofUnit.id, ofProject.id]);
      expect(await ids({ projectId, includeUnits: true }, 'Date ASC')).toEqual([ofProject.id, ofUnit.id]);
      expect(await ids({ personIds: [second, first] })).toEqual([ofUnit.id, ofProject.id]);
      expect(await ids({ personIds: [second] })).toEqual([ofProject.id]);
      await expect(history.list(own, 'appearance', {}, { limit1: 0, limit2: 0 }, 'Price')).rejects.toMatchObject({ field: 'SortFields' });
    });

    it('refuses the website-visit family and unknown ones', async () => {
      await expect(history.list(agency, 'website-visit', {}, { limit1: 1, limit2: 10 })).rejects.toMatchObject({ field: 'kind' });
      await expect(history.list(agency, 'nonsense', {}, { limit1: 1, limit2: 10 })).rejects.toThrow(InvalidInputError);
    });

    it('summarises by type, ignoring other agencies', async () => {
      const summary = await history.getHistorySummary(agency, { languageId: 2 });
      expect(summary.Items).toEqual([
        { TypeID: HISTORY_TYPE.PhoneOut, TypeName: 'Appel sortant', Count: 5, LastDate: at('2025-05-05T09:00:00') },
        { TypeID: HISTORY_TYPE.Sent, TypeName: 'Envoyé', Count: 2, LastDate: at('2025-05-03T09:00:00') },
      ]);
      expect((await history.getHistorySummary(agency, { personId })).Items).toEqual([expect.objectContaining({ TypeID: HISTORY_TYPE.PhoneOut, Count: 2 })]);
    });
  });

  it('names the history types in Dutch, French and English', () => {
    const dutch = history.getHistoryTypes(1);
    expect(dutch).toHaveLength(HISTORY_TYPES.length);
    expect(dutch[HISTORY_TYPE.NewPerson]).toEqual({ ID: 14, Name: 'Nieuwe persoon' });
    expect(history.getHistoryTypes(2)[HISTORY_TYPE.PhoneIn]).toEqual({ ID: 2, Name: 'Appel entrant' });
    expect(history.getHistoryTypes(3)[HISTORY_TYPE.PhoneIn]).toEqual({ ID: 2, Name: 'Phone in' });
    expect(history.getHistoryTypes(4)[HISTORY_TYPE.Checkup]).toEqual({ ID: 24, Name: 'Check-up' });
    expect(() => history.getHistoryTypes(7)).toThrow(InvalidInputError);
  });

  it('pages the history types, one by id, sorted by ID or Name', () => {
    const page = history.getHistoryTypePage(3, null, { limit1: 11, limit2: 20 });
    expect(page).toMatchObject({ From: 11, To: 20, RowsCount: HISTORY_TYPES.length });
    expect(page.Items.map((type) => type.ID)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(history.getHistoryTypePage(3, HISTORY_TYPE.PhoneIn, { limit1: 0, limit2: 0 }).Items).toEqual([{ ID: 2, Name: 'Phone in' }]);
    const byName = history.getHistoryTypePage(3, null, { limit1: 1, limit2: 3 }, 'Name DESC').Items.map((type) => type.Name);
    expect(byName).toEqual([...byName].sort((a, b) => String(b).localeCompare(String(a))));
    expect(() => history.getHistoryTypePage(3, null, { limit1: 0, limit2: 0 }, 'Date')).toThrow(InvalidInputError);
  });

  describe('website visits', () => {
    it('records visits of the tenant\'s property and counts them per day', async () => {
      const property = await insertProperty(dataSource, tenant.agencyId);
      const visits: [string, string][] = [
        ['2025-06-01T08:00:00', '1.1.1.1'],
        ['2025-06-01T22:30:00', '1.1.1.2'],
        ['2025-06-01T23:59:59', '1.1.1.1'],
        ['2025-06-03T00:00:00', '1.1.1.3'],
        ['2025-07-01T12:00:00', '1.1.1.4'],
      ];
      for (const [date, clientAddress] of visits) {
        const id = await history.addWebsiteVisit(tenant, { propertyId: property.id, source: 'www.agency.test', clientAddress, date: at(date) });
        expect(id).toBeGreaterThan(0);
      }
      const stats = await history.getVisitStatistics(tenant, property.id, at('2025-06-01T00:00:00'), at('2025-06-30T23:59:59'));
      expect(stats).toEqual({
        PropertyID: property.id,
        From: at('2025-06-01T00:00:00'),
        To: at('2025-06-30T23:59:59'),
        TotalVisits: 4,
        UniqueVisitors: 3,
        Days: [
          { Date: at('2025-06-01T00:00:00'), Visits: 3 },
          { Date: at('2025-06-03T00:00:00'), Visits: 1 },
        ],
      });
      const before = Date.now() - 1000;
      await history.addWebsiteVisit(tenant, { propertyId: property.id, source: null, clientAddress: null, date: at('0001-01-01T00:00:00') });
      const recent = await history.getVisitStatistics(tenant, property.id, new Date(before), null);
      expect(recent).toMatchObject({ TotalVisits: 1, UniqueVisitors: 0 });
      const open = await history.getVisitStatistics(tenant, property.id, at('0001-01-01T00:00:00'), null);
      expect(open).toMatchObject({ From: null, To: null, TotalVisits: 6, UniqueVisitors: 4 });
      expect(await history.getPropertyHistory(tenant, property.id, null, null, 1)).toEqual([]);
    });

    it('refuses another agency\'s property (NotFound) and records nothing', async () => {
      const foreign = await insertProperty(dataSource, other.agencyId);
      await expect(history.addWebsiteVisit(tenant, { propertyId: foreign.id, source: 'x', clientAddress: '1.2.3.4', date: null })).rejects.toThrow(NotFoundError);
      await expect(history.getVisitStatistics(tenant, foreign.id, null, null)).rejects.toThrow(NotFoundError);
      expect((await history.getVisitStatistics(other, foreign.id, null, null)).TotalVisits).toBe(0);
      expect(await dataSource.getRepository(History).countBy({ propertyId: foreign.id })).toBe(0);
    });
  });

  describe('summaries', () => {
    it('summarises appointments around now', async () => {
      const agency = await insertTenant(dataSource);
      const person = await insertPerson(dataSource, agency.agencyId);
      const hour = 3_600_000;
      const now = Date.now();
      const soon = new Date(Math.floor((now + 2 * hour) / 1000) * 1000);
      await insertHistory(dataSource, agency.agencyId, { kind: 'calendar', typeId: HISTORY_TYPE.Visit, startDate: new Date(now - 48 * hour), done: true, personId: person.id });
      await insertHistory(dataSource, agency.agencyId, { kind: 'calendar', typeId: HISTORY_TYPE.Visit, startDate: new Date(now - 24 * hour), done: false });
      await insertHistory(dataSource, agency.agencyId, { kind: 'calendar', typeId: HISTORY_TYPE.Visit, startDate: soon, personId: person.id });
      await insertHistory(dataSource, agency.agencyId, { kind: 'calendar', typeId: HISTORY_TYPE.Visit, startDate: new Date(now + 72 * hour) });
      await insertHistory(dataSource, agency.agencyId, { kind: 'task', typeId: HISTORY_TYPE.Visit, startDate: new Date(now + hour) });
      expect(await history.getAppointmentSummary(agency, {})).toEqual({ Total: 4, Upcoming: 2, Past: 2, Done: 1, Open: 3, NextDate: soon });
      expect(await history.getAppointmentSummary(agency, { personId: person.id })).toMatchObject({ Total: 2, Upcoming: 1, Done: 1 });
      expect(await history.getAppointmentSummary(other, {})).toMatchObject({ Total: 0, NextDate: null });
    });

    it('summarises a person, and is NotFound for another agency\'s person', async () => {
      const agency = await insertTenant(dataSource);
      const person = await insertPerson(dataSource, agency.agencyId);
      const property = await insertProperty(dataSource, agency.agencyId);
      const id = { personId: person.id };
      await insertHistory(dataSource, agency.agencyId, { ...id, typeId: HISTORY_TYPE.Contact, date: at('2025-01-01T10:00:00') });
      await insertHistory(dataSource, agency.agencyId, { ...id, typeId: HISTORY_TYPE.Contact, date: at('2025-02-01T10:00:00') });
      await insertHistory(dataSource, agency.agencyId, { ...id, typeId: HISTORY_TYPE.Visit, date: at('2025-03-01T10:00:00') });
      await insertHistory(dataSource, agency.agencyId, { ...id, kind: 'calendar', typeId: HISTORY_TYPE.Visit, date: at('2025-03-02T10:00:00') });
      await insertHistory(dataSource, agency.agencyId, { ...id, kind: 'task', typeId: HISTORY_TYPE.PhoneOut, date: at('2025-03-03T10:00:00') });
      await insertHistory(dataSource, agency.agencyId, { ...id, kind: 'website-visit', typeId: HISTORY_TYPE.Website, date: at('2025-09-03T10:00:00') });
      await insertDemand(dataSource, agency.agencyId, person.id);
      await insertDemand(dataSource, agency.agencyId, person.id, { active: false });
      await dataSource.getRepository(SelectedProperty).insert({ agencyId: agency.agencyId, personId: person.id, propertyId: property.id, createdAt: new Date() });
      expect(await history.getPersonSummary(agency, person.id)).toEqual({
        PersonID: person.id,
        Contacts: 2,
        Visits: 2,
        Appointments: 1,
        Tasks: 1,
        LastContactDate: at('2025-03-03T10:00:00'),
        SelectedProperties: 1,
        ActiveDemands: 1,
      });
      await expect(history.getPersonSummary(other, person.id)).rejects.toThrow(NotFoundError);
    });
  });
});
