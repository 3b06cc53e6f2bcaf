import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, OTHER, soapCall } from '../fixtures/v12/http.js';
import type { DemoIds } from '../fixtures/v12/operation-args.js';

/** Person categories and sources, relations of persons, person counts: as the client libraries send them (Json GET) and as SOAP. */
describe('v1.2 relations, person categories and sources', () => {
  let app: TestApp;
  let ids: DemoIds;

  beforeAll(async () => {
    app = await startTestApp();
    ids = await demoIds(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function soap(op: string, inner: string): Promise<string> {
    const { status, text } = await soapCall(app.baseUrl, op, inner);
    expect(status).toBe(200);
    return text;
  }

  it('GetCategoriesList pages the agency’s categories in show order and filters by IDs', async () => {
    const all = await callJson(app.baseUrl, 'GetCategoriesListJson', { Limit1: 1, Limit2: 10 });
    expect(all.Value).toMatchObject({ From: 1, RowsCount: 5 });
    expect(all.Value.Items[0]).toEqual({ ID: expect.any(Number), Name: 'Newsletter', ShowOrder: 1 });
    const one = await callJson(app.baseUrl, 'GetCategoriesListJson', { IDs: String(all.Value.Items[1].ID) });
    expect(one.Value.Items).toEqual([all.Value.Items[1]]);
    const other = await callJson(app.baseUrl, 'GetCategoriesListJson', { IDs: String(all.Value.Items[1].ID) }, OTHER);
    expect(other.Value.RowsCount).toBe(0);
    expect(await soap('GetCategoriesListXml', '')).toMatch(/<RowsCount>5<\/RowsCount><Items><Category><ID>\d+<\/ID><Name>Newsletter<\/Name>/);
  });

  it('GetPersonSourceList pages the agency’s person sources', async () => {
    const sources = await callJson(app.baseUrl, 'GetPersonSourceListJson', {});
    expect(sources.Value.RowsCount).toBe(8);
    expect(sources.Value.Items.map((source: { Name: string }) => source.Name)).toContain('Immoweb');
    expect(await soap('GetPersonSourceListXml', '<Limit1>1</Limit1><Limit2>2</Limit2>')).toMatch(/<To>2<\/To><RowsCount>8<\/RowsCount><Items><PersonSource>/);
  });

  it('GetPersonCount agrees with GetPersonList and filters by category', async () => {
    const list = await callJson(app.baseUrl, 'GetPersonListJson', { Limit1: 1, Limit2: 1 });
    const count = await callJson(app.baseUrl, 'GetPersonCountJson', {});
    expect(count.Value).toBe(list.Value.RowsCount);
    const categories = await callJson(app.baseUrl, 'GetCategoriesListJson', {});
    const newsletter = await callJson(app.baseUrl, 'GetPersonCountJson', { CategoryIDs: String(categories.Value.Items[0].ID) });
    expect(newsletter.Value).toBeGreaterThan(0);
    expect(newsletter.Value).toBeLessThan(count.Value);
    const newsletterList = await callJson(app.baseUrl, 'GetPersonListJson', { CategoryIDs: String(categories.Value.Items[0].ID), Limit1: 1, Limit2: 1 });
    expect(newsletterList.Value.RowsCount).toBe(newsletter.Value);
    const owners = await callJson(app.baseUrl, 'GetPersonCountJson', { IsProprietorsOfActiveProperties: true });
    expect(owners.Value).toBeGreaterThan(0);
    expect(await soap('GetPersonCountXml', '')).toContain(`<Value>${String(count.Value)}</Value>`);
  });

  it('CheckPersonLoginMultiOffice answers the person object, Code 401 for a wrong password', async () => {
    const ok = await callJson(app.baseUrl, 'CheckPersonLoginMultiOfficeJson', { Email: ids.personEmail, Password: ids.personPassword });
    expect(ok.Value).toMatchObject({ ID: ids.personId, Email: ids.personEmail });
    const wrong = await callJson(app.baseUrl, 'CheckPersonLoginMultiOfficeJson', { Email: ids.personEmail, Password: 'not-it' });
    expect(wrong).toMatchObject({ Code: 401, Success: false });
  });

  it('GetRelationList lists owners and other relations of a property, by type', async () => {
    const all = await callJson(app.baseUrl, 'GetRelationListJson', { ObjectID: ids.propertyId });
    expect(all.Success).toBe(true);
    for (const item of all.Value.Items) expect(item).toMatchObject({ ObjectID: ids.propertyId, TypeName: expect.any(String) });
    const owners = await callJson(app.baseUrl, 'GetRelationListJson', { ObjectID: ids.propertyId, TypeIDs: '1' });
    const candidates = await callJson(app.baseUrl, 'GetCandidateListJson', { ObjectID: ids.propertyId });
    expect(owners.Value.RowsCount + candidates.Value.RowsCount).toBeLessThanOrEqual(all.Value.RowsCount);
    for (const item of candidates.Value.Items) expect(item).toMatchObject({ TypeID: 2, TypeName: 'Candidate' });
    for (const item of owners.Value.Items) expect(item).toMatchObject({ TypeID: 1, ID: expect.any(Number) });
    // The owner row's id is its own and stable: the same row has the same ID in every list that shows it.
    const ownerIds = owners.Value.Items.map((item: { ID: number }) => item.ID);
    expect(new Set(ownerIds).size).toBe(ownerIds.length);
    const everyOwner = await callJson(app.baseUrl, 'GetOwnerListJson', { Limit1: 1, Limit2: 1000 });
    for (const item of owners.Value.Items) expect(everyOwner.Value.Items).toContainEqual(expect.objectContaining({ ID: item.ID, PersonID: item.PersonID, ObjectID: ids.propertyId }));
    expect((await callJson(app.baseUrl, 'GetRelationListJson', { ObjectID: ids.propertyId, TypeIDs: '1' })).Value.Items).toEqual(owners.Value.Items);
    const bad = await callJson(app.baseUrl, 'GetRelationListJson', { ObjectID: ids.propertyId, TypeIDs: '9' });
    expect(bad).toMatchObject({ Code: 400, Success: false });
  });

  it('GetOwnerList pages the owners of the agency’s properties', async () => {
    const owners = await callJson(app.baseUrl, 'GetOwnerListJson', { Limit1: 1, Limit2: 5 });
    expect(owners.Value.RowsCount).toBeGreaterThan(5);
    expect(owners.Value.Items).toHaveLength(5);
    for (const item of owners.Value.Items) expect(item).toMatchObject({ TypeID: 1, TypeName: 'Owner', ObjectID: expect.any(Number), PersonID: expect.any(Number) });
    expect(await soap('GetOwnerListXml', '<Limit1>1</Limit1><Limit2>1</Limit2>')).toMatch(/<Items><Relation><ID>\d+<\/ID><PersonID>\d+<\/PersonID><Name>/);
  });

  it('GetPersonRelations gives the person, related persons and their properties; MakeRelation relates two persons once', async () => {
    const before = await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: ids.personEmail });
    expect(before.Value).toMatchObject({ PersonID: ids.personId, Email: ids.personEmail });
    const owned = before.Value.Objects.filter((object: { TypeID: number }) => object.TypeID === 1);
    expect(owned.length).toBeGreaterThanOrEqual(2);
    for (const object of owned) expect(object.ID).toEqual(expect.any(Number));
    expect(before.Value.Persons.length).toBeGreaterThanOrEqual(1);
    const list = await callJson(app.baseUrl, 'GetPersonListJson', { Limit1: 1, Limit2: 40 });
    const known = new Set(before.Value.Persons.map((p: { PersonID: number }) => p.PersonID));
    const stranger = list.Value.Items.find((p: { ID: number }) => p.ID !== ids.personId && !known.has(p.ID));
    const made = await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: ids.personId, PersonRelationID: stranger.ID, RelationID: 2 });
    expect(made.Value).toEqual(expect.any(Number));
    const again = await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: stranger.ID, PersonRelationID: ids.personId, RelationID: 6 });
    expect(again.Value).toBe(made.Value);
    const after = await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: ids.personEmail });
    expect(after.Value.Persons).toContainEqual(expect.objectContaining({ ID: made.Value, PersonID: stranger.ID, RelationID: 6, RelationName: 'Family' }));
    // Directed: the stranger is the person's parent, so the person is the stranger's child; sent from either side.
    expect((await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: ids.personId, PersonRelationID: stranger.ID, RelationID: 1 })).Value).toBe(made.Value);
    const parent = (await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: ids.personEmail })).Value.Persons.find((p: { PersonID: number }) => p.PersonID === stranger.ID);
    expect(parent).toMatchObject({ RelationID: 1, RelationName: 'Parent' });
    const strangerEmail = (list.Value.Items as { ID: number; Email: string }[]).find((p) => p.ID === stranger.ID)!.Email;
    expect(strangerEmail).toEqual(expect.stringContaining('@'));
    const child = (await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: strangerEmail })).Value.Persons.find((p: { PersonID: number }) => p.PersonID === ids.personId);
    expect(child).toMatchObject({ RelationID: 7, RelationName: 'Child' });
    expect((await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: stranger.ID, PersonRelationID: ids.personId, RelationID: 7 })).Value).toBe(made.Value);
    expect((await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: ids.personEmail })).Value.Persons).toContainEqual(expect.objectContaining({ PersonID: stranger.ID, RelationID: 1 }));
    // Symmetric kinds stay symmetric.
    await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: stranger.ID, PersonRelationID: ids.personId, RelationID: 6 });
    expect(await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: ids.personId, PersonRelationID: ids.personId, RelationID: 2 })).toMatchObject({ Code: 400 });
    expect(await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: ids.personId, PersonRelationID: stranger.ID, RelationID: 42 })).toMatchObject({ Code: 400 });
    expect(await callJson(app.baseUrl, 'MakeRelationJson', { PersonID: ids.personId, PersonRelationID: stranger.ID, RelationID: 2 }, OTHER)).toMatchObject({ Code: 404 });
    expect(await callJson(app.baseUrl, 'GetPersonRelationsJson', { Email: 'nobody@example.org' })).toMatchObject({ Code: 404, Success: false });
    expect(await soap('MakeRelationXml', `<PersonID>${String(ids.personId)}</PersonID><PersonRelationID>${String(stranger.ID)}</PersonRelationID><RelationID>3</RelationID>`)).toContain(
      `<Value>${String(made.Value)}</Value>`,
    );
    expect(await soap('GetPersonRelationsXml', `<Email>${ids.personEmail}</Email>`)).toMatch(/<Persons><RelatedPerson><ID>\d+<\/ID>/);
  });

  it('files persons under categories and a source from RegisterPerson and ContactOnMe', async () => {
    const categories = (await callJson(app.baseUrl, 'GetCategoriesListJson', {})).Value.Items as Array<{ ID: number }>;
    const sources = (await callJson(app.baseUrl, 'GetPersonSourceListJson', {})).Value.Items as Array<{ ID: number }>;
    const [first, second] = [categories[0]!.ID, categories[1]!.ID];
    const registered = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Filed', Email: `filed-${Date.now()}@example.org`, Password: 'pw-123456', CategorieIDs: `${first},${second}` });
    expect(registered.Success).toBe(true);
    for (const category of [first, second]) expect((await callJson(app.baseUrl, 'GetPersonCountJson', { IDs: String(registered.Value), CategoryIDs: String(category) })).Value).toBe(1);

    const email = `contact-filed-${Date.now()}@example.org`;
    const contact = await callJson(app.baseUrl, 'ContactOnMeJson', { ObjectID: ids.propertyId, Name: 'Visitor', Email: email, Content: 'Hello', SourceId: sources[1]!.ID, Categories: String(second) });
    expect(contact.Success).toBe(true);
    const person = (await callJson(app.baseUrl, 'GetPersonByEmailJson', { Email: email })).Value;
    expect((await callJson(app.baseUrl, 'GetPersonCountJson', { IDs: String(person.ID), CategoryIDs: String(second) })).Value).toBe(1);
    const rows = (await app.dataSource.query('SELECT source_id AS sourceId FROM person WHERE id = ?', [person.ID])) as Array<{ sourceId: number }>;
    expect(Number(rows[0]!.sourceId)).toBe(sources[1]!.ID);

    const refused = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Bad', Email: `bad-${Date.now()}@example.org`, Password: 'pw-123456', CategorieIDs: '999999' });
    expect(refused).toMatchObject({ Code: 400, Success: false, Message: expect.stringContaining('CategorieIDs') });
    const otherAgency = await callJson(app.baseUrl, 'ContactOnMeJson', { Name: 'Visitor', Email: `x-${Date.now()}@example.org`, Content: 'Hi', SourceId: sources[0]!.ID }, OTHER);
    expect(otherAgency).toMatchObject({ Code: 400, Message: expect.stringContaining('SourceId') });
  });
});
