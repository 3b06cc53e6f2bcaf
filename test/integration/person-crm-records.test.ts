import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { OutboxMail } from '../../src/mail/mail.entities.js';
import { MediaStatistic } from '../../src/media-statistics/media-statistics.entities.js';
import { MediaStatisticsModule } from '../../src/media-statistics/media-statistics.module.js';
import { MediaStatisticsService } from '../../src/media-statistics/media-statistics.service.js';
import { PasswordResetService, RESET_REQUESTED_TEXT } from '../../src/persons/password-reset.service.js';
import { PasswordReset } from '../../src/persons/persons.entities.js';
import { PersonsModule } from '../../src/persons/persons.module.js';
import { ObjectRelation } from '../../src/relations/relations.entities.js';
import { RelationsModule } from '../../src/relations/relations.module.js';
import { RelationsService } from '../../src/relations/relations.service.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { insertProperty } from '../support/factories/history.js';
import { insertPerson, linkOwner } from '../support/factories/persons.js';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The CRM record services against a real database (SQLite, and MariaDB when DATABASE_URL names one). */
describe('relations, media statistics and password resets', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let relations: RelationsService;
  let statistics: MediaStatisticsService;
  let resets: PasswordResetService;
  let tenant: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [RelationsModule, MediaStatisticsModule, PersonsModule]);
    relations = module.get(RelationsService);
    statistics = module.get(MediaStatisticsService);
    resets = module.get(PasswordResetService);
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('lists owners and other relations of a property by type, the agency’s only', async () => {
    const property = await insertProperty(dataSource, tenant.agencyId);
    const owner = await insertPerson(dataSource, tenant.agencyId, { name: 'Owner' });
    const candidate = await insertPerson(dataSource, tenant.agencyId, { name: 'Candidate' });
    await linkOwner(dataSource, tenant.agencyId, property.id, owner.id);
    await dataSource.getRepository(ObjectRelation).insert({ agencyId: tenant.agencyId, personId: candidate.id, propertyId: property.id, projectId: null, typeId: 2, createdAt: day('2026-01-02') });
    const all = await relations.listRelations(tenant, { propertyId: property.id });
    expect(all.map((r) => [r.PersonID, r.TypeName])).toEqual([
      [owner.id, 'Owner'],
      [candidate.id, 'Candidate'],
    ]);
    expect((await relations.listRelations(tenant, { propertyId: property.id, typeIds: [2] })).map((r) => r.PersonID)).toEqual([candidate.id]);
    expect(await relations.listRelations(other, { propertyId: property.id })).toEqual([]);
    await expect(relations.listRelations(tenant, { propertyId: property.id, typeIds: [7] })).rejects.toThrow(InvalidInputError);
    await expect(relations.listRelations({ ...tenant, scopes: ['listings'] }, { propertyId: property.id })).rejects.toThrow(ForbiddenError);
  });

  it('relates two persons once, either way round, and only the agency’s persons', async () => {
    const a = await insertPerson(dataSource, tenant.agencyId, { email: 'a.link@example.org' });
    const b = await insertPerson(dataSource, tenant.agencyId);
    const foreign = await insertPerson(dataSource, other.agencyId);
    const id = await relations.makeRelation(tenant, a.id, b.id, 3);
    expect(await relations.makeRelation(tenant, b.id, a.id, 4)).toBe(id);
    const related = await relations.personRelations(tenant, 'A.Link@example.org');
    expect(related.Persons).toEqual([expect.objectContaining({ ID: id, PersonID: b.id, RelationID: 4, RelationName: 'Living together' })]);
    await expect(relations.makeRelation(tenant, a.id, foreign.id, 3)).rejects.toThrow(NotFoundError);
    await expect(relations.personRelations(other, 'a.link@example.org')).rejects.toThrow(NotFoundError);
  });

  it('sums stored views per day, medium, period and portal group', async () => {
    const property = await insertProperty(dataSource, tenant.agencyId);
    const rows = [
      { mediaId: 1, day: day('2026-03-02'), views: 5 },
      { mediaId: 2, day: day('2026-03-02'), views: 7 },
      { mediaId: 3, day: day('2026-03-03'), views: 4 },
      { mediaId: 2, day: day('2026-03-10'), views: 10 },
    ];
    await dataSource.getRepository(MediaStatistic).insert(rows.map((row) => ({ ...row, agencyId: tenant.agencyId, propertyId: property.id, projectId: null })));
    const filter = { propertyIds: [property.id] };
    expect((await statistics.objectGraph(tenant, filter)).map((p) => [p.Date?.toISOString().slice(0, 10), p.MediaID, p.Views])).toEqual([
      ['2026-03-02', 1, 5],
      ['2026-03-02', 2, 7],
      ['2026-03-03', 3, 4],
      ['2026-03-10', 2, 10],
    ]);
    expect((await statistics.objectGraph(tenant, { ...filter, groupPortals: true, to: day('2026-03-05') })).map((p) => [p.MediaID, p.Views])).toEqual([
      [0, 7],
      [1, 5],
      [0, 4],
    ]);
    expect((await statistics.summary(tenant, filter, 1)).map((s) => [s.StartDate?.toISOString().slice(0, 10), s.EndDate?.toISOString().slice(0, 10), s.MediaID, s.Views])).toEqual([
      ['2026-03-02', '2026-03-08', 1, 5],
      ['2026-03-02', '2026-03-08', 2, 7],
      ['2026-03-02', '2026-03-08', 3, 4],
      ['2026-03-09', '2026-03-15', 2, 10],
    ]);
    expect((await statistics.visitsPerMedium(tenant, { ...filter, groupPortals: true })).map((v) => [v.MediaID, v.Views])).toEqual([
      [0, 21],
      [1, 5],
    ]);
    expect((await statistics.allObjectsGraph(tenant, { mediaIds: [2] })).map((p) => [p.Date?.toISOString().slice(0, 10), p.Views])).toEqual([
      ['2026-03-02', 7],
      ['2026-03-10', 10],
    ]);
    await expect(statistics.objectGraph(other, filter)).rejects.toThrow(NotFoundError);
  });

  it('writes a reset token hash and its mail in one transaction; the token sets a password once', async () => {
    const person = await insertPerson(dataSource, tenant.agencyId, { email: 'reset.me@example.org', password: 'old-secret-pw' });
    expect(await resets.requestReset(tenant, 'Reset.Me@example.org')).toBe(RESET_REQUESTED_TEXT);
    expect(await resets.requestReset(tenant, 'nobody@example.org')).toBe(RESET_REQUESTED_TEXT);
    const [mail] = await dataSource.getRepository(OutboxMail).find({ where: { recipient: 'reset.me@example.org' } });
    expect(mail).toMatchObject({ agencyId: tenant.agencyId, kind: 'password-reset', status: 'pending' });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const [stored] = await dataSource.getRepository(PasswordReset).find({ where: { personId: person.id } });
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toBe(token);
    expect(await resets.tokenState(token)).toBe('valid');
    expect(await resets.resetPassword(token, 'brand-new-pw')).toBe('valid');
    expect(await resets.resetPassword(token, 'another-pw')).toBe('used');
    await dataSource.getRepository(PasswordReset).update({ personId: person.id }, { usedAt: null, expiresAt: day('2020-01-01') });
    expect(await resets.resetPassword(token, 'another-pw')).toBe('expired');
    for (let i = 0; i < 5; i++) await resets.requestReset(tenant, 'reset.me@example.org');
    expect(await dataSource.getRepository(OutboxMail).count({ where: { recipient: 'reset.me@example.org' } })).toBe(4);
  });
});
