import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, soapCall } from '../fixtures/v12/http.js';
import type { DemoIds } from '../fixtures/v12/operation-args.js';

/** The saved searches of web visitors, sent as the client libraries send them (Json GET) and as SOAP. */
describe('v1.2 demands', () => {
  let app: TestApp;
  let ids: DemoIds;
  let sequence = 0;
  const freshEmail = () => `demand-${Date.now()}-${++sequence}@example.org`;

  beforeAll(async () => {
    app = await startTestApp();
    ids = await demoIds(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function demandsOf(email: string): Promise<Array<Record<string, unknown>>> {
    const person = await callJson(app.baseUrl, 'GetPersonByEmailJson', { Email: email });
    return person.Value.Demands;
  }

  async function soap(op: string, inner: string): Promise<string> {
    const { status, text } = await soapCall(app.baseUrl, op, inner);
    expect(status).toBe(200);
    return text;
  }

  describe('DemandRegister', () => {
    it('changes the existing demand on a repeated registration instead of adding an identical one', async () => {
      const email = freshEmail();
      const register = { Name: 'Seeker', Email: email, Goal: 0, PriceMax: 350000, Zips: '9000' };
      expect((await callJson(app.baseUrl, 'DemandRegisterJson', register)).Value).toBe(true);
      expect((await callJson(app.baseUrl, 'DemandRegisterJson', register)).Value).toBe(true);
      expect((await callJson(app.baseUrl, 'DemandRegisterJson', { ...register, PriceMax: 400000 })).Value).toBe(true);
      const demands = await demandsOf(email);
      expect(demands).toHaveLength(1);
      expect(demands[0]).toMatchObject({ Goal: 0, PriceTo: 400000, Zips: ['9000'], Active: true });
    });

    it('changes the demand whose ID maneuver’s Demand::change sends', async () => {
      const email = freshEmail();
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Seeker', Email: email, Goal: 0, PriceMax: 300000 });
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Seeker', Email: email, Goal: 1, PriceMax: 1200, IsAlwaysCreatedDemand: true });
      const [sale] = await demandsOf(email);
      const changed = await callJson(app.baseUrl, 'DemandRegisterJson', { ID: sale!.ID, Name: 'Seeker', Email: email, Goal: 0, PriceMax: 500000, Zips: '1000,1050' });
      expect(changed).toMatchObject({ Success: true, Value: true });
      const demands = await demandsOf(email);
      expect(demands).toHaveLength(2);
      expect(demands.find((demand) => demand.ID === sale!.ID)).toMatchObject({ PriceTo: 500000, Zips: ['1000', '1050'] });
    });

    it('changes only what a change names: the rest of the search and the mail alerts stay; other places are a new demand', async () => {
      const email = freshEmail();
      const full = { Name: 'Keeper', Email: email, Goal: 0, PriceMin: 200000, PriceMax: 350000, TypeOfPropertyIDs: '1,10', Zips: '9000', CityNames: 'Gent', IsReceivedEmail: true };
      await callJson(app.baseUrl, 'DemandRegisterJson', full);
      const [demand] = await demandsOf(email);
      const kept = { Goal: 0, PriceFrom: 200000, TypeIDs: [1, 10], Zips: ['9000'], CityNames: ['Gent'], MailAlert: true, Active: true };
      expect(demand).toMatchObject({ ...kept, PriceTo: 350000 });
      // Demand::change with only the price.
      expect(await callJson(app.baseUrl, 'DemandRegisterJson', { ID: demand!.ID, Email: email, PriceMax: 400000 })).toMatchObject({ Success: true, Value: true });
      expect(await demandsOf(email)).toEqual([expect.objectContaining({ ...kept, ID: demand!.ID, PriceTo: 400000 })]);
      // A repeated registration with the same goal and places and only a new price: the same demand, the rest kept.
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Keeper', Email: email, Goal: 0, Zips: '9000', CityNames: 'Gent', PriceMax: 450000 });
      expect(await demandsOf(email)).toEqual([expect.objectContaining({ ...kept, ID: demand!.ID, PriceTo: 450000 })]);
      // RegisterPersonDemand with a new price changes the same demand and keeps the alerts.
      const registered = await callJson(app.baseUrl, 'RegisterPersonDemandJson', { Email: email, Goal: 0, PriceMax: 500000 });
      expect(registered.Value.DemandID).toBe(demand!.ID);
      expect(await demandsOf(email)).toEqual([expect.objectContaining({ ...kept, ID: demand!.ID, PriceTo: 500000 })]);
      // A change that would put the lowest price above the highest is refused, naming the field.
      expect(await callJson(app.baseUrl, 'DemandRegisterJson', { ID: demand!.ID, Email: email, PriceMin: 600000 })).toMatchObject({ Code: 400, Message: expect.stringContaining('PriceTo') });
      // Another place is another search: a new demand, the first one untouched.
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Keeper', Email: email, Goal: 0, Zips: '1000', PriceMax: 300000 });
      const both = await demandsOf(email);
      expect(both).toHaveLength(2);
      expect(both.find((d) => d.ID === demand!.ID)).toMatchObject({ ...kept, PriceTo: 500000 });
      expect(both.find((d) => d.ID !== demand!.ID)).toMatchObject({ Zips: ['1000'], PriceTo: 300000, MailAlert: false });
    });

    it('adds a new demand with IsAlwaysCreatedDemand', async () => {
      const email = freshEmail();
      const register = { Name: 'Seeker', Email: email, Goal: 0, PriceMax: 350000 };
      await callJson(app.baseUrl, 'DemandRegister2Json', register);
      await callJson(app.baseUrl, 'DemandRegister2Json', { ...register, IsAlwaysCreatedDemand: true });
      expect(await demandsOf(email)).toHaveLength(2);
    });

    it('refuses an ID that is not a demand of the person with this email, and saves nothing', async () => {
      const email = freshEmail();
      const result = await callJson(app.baseUrl, 'DemandRegisterJson', { ID: ids.demandId, Name: 'Intruder', Email: email, Goal: 0, PriceMax: 1 });
      expect(result).toMatchObject({ Code: 404, Success: false });
      expect((await callJson(app.baseUrl, 'GetPersonByEmailJson', { Email: email })).Value).toBeNull();
    });

    it('answers DemandRegister2Xml over SOAP with a boolean', async () => {
      const text = await soap('DemandRegister2Xml', `<Name>Soap</Name><Email>${freshEmail()}</Email><Goal>0</Goal><PriceMax>250000</PriceMax>`);
      expect(text).toContain('<Success>true</Success><Value>true</Value>');
    });
  });

  describe('GetDemandPerson', () => {
    it('accepts only ID, as fw4’s getDemandPerson(int) sends it: the person and their latest active demand', async () => {
      const result = await callJson(app.baseUrl, 'GetDemandPersonJson', { ID: ids.personId });
      expect(result).toMatchObject({ Code: 0, Success: true });
      expect(result.Value.Person.ID).toBe(ids.personId);
      expect(result.Value.Demand).toMatchObject({ PersonID: ids.personId, Active: true });
    });

    it('is null for a person without demands', async () => {
      const registered = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Nodemand', Email: freshEmail(), Password: 'pw-123456' });
      const result = await callJson(app.baseUrl, 'GetDemandPersonJson', { ID: registered.Value });
      expect(result).toMatchObject({ Success: true, Value: null });
    });
  });

  describe('SaveChangedDemandList', () => {
    it('deactivates, changes and adds the person’s demands in one call', async () => {
      const email = freshEmail();
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Saver', Email: email, Goal: 0, PriceMax: 300000 });
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Saver', Email: email, Goal: 1, PriceMax: 900 });
      const [sale, rent] = await demandsOf(email);
      const personId = sale!.PersonID;
      const saved = await callJson(app.baseUrl, 'SaveChangedDemandListJson', {
        PersonID: personId,
        InactiveDemandIds: String(rent!.ID),
        ChangedAndAddedDemands: [
          { DemandID: sale!.ID, Goal: 0, PriceMin: 100000, PriceMax: 320000, BedRoomsMin: 2, TypeOfPropertyIDs: '1,10', Zip: '9000' },
          { Goal: 2, Budget: 150000, Comment: 'Overname handelszaak' },
        ],
      });
      expect(saved).toMatchObject({ Success: true, Value: true });
      const demands = await demandsOf(email);
      expect(demands).toHaveLength(3);
      expect(demands[0]).toMatchObject({ ID: sale!.ID, PriceFrom: 100000, PriceTo: 320000, MinRoom: 2, TypeIDs: [1, 10], Zips: ['9000'], Active: true });
      expect(demands[1]).toMatchObject({ ID: rent!.ID, Active: false });
      expect(demands[2]).toMatchObject({ Goal: 2, PriceTo: 150000, Comment: 'Overname handelszaak', Active: true });
    });

    it('saves nothing when one demand is not the person’s', async () => {
      const email = freshEmail();
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Saver', Email: email, Goal: 0, PriceMax: 300000 });
      const [own] = await demandsOf(email);
      const result = await callJson(app.baseUrl, 'SaveChangedDemandListJson', {
        PersonID: own!.PersonID,
        InactiveDemandIds: String(ids.demandId),
        ChangedAndAddedDemands: [{ DemandID: own!.ID, Goal: 0, PriceMax: 1 }],
      });
      expect(result).toMatchObject({ Code: 404, Success: false, Message: `Demand ${ids.demandId} of person ${own!.PersonID} was not found.` });
      expect((await demandsOf(email))[0]).toMatchObject({ PriceTo: 300000 });
    });

    it('answers SaveChangedDemandListXml over SOAP with nested DemandEntry elements', async () => {
      const email = freshEmail();
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Soap', Email: email, Goal: 0, PriceMax: 300000 });
      const [own] = await demandsOf(email);
      const text = await soap(
        'SaveChangedDemandListXml',
        `<PersonID>${String(own!.PersonID)}</PersonID><ChangedAndAddedDemands><DemandEntry><DemandID>${String(own!.ID)}</DemandID><Goal>0</Goal><PriceMax>275000</PriceMax></DemandEntry></ChangedAndAddedDemands>`,
      );
      expect(text).toContain('<Success>true</Success><Value>true</Value>');
      expect((await demandsOf(email))[0]).toMatchObject({ PriceTo: 275000 });
    });
  });

  describe('GetDemandList', () => {
    it('pages the demands of the person who logs in', async () => {
      const result = await callJson(app.baseUrl, 'GetDemandListJson', { Email: ids.personEmail, Password: ids.personPassword, Limit1: 1, Limit2: 10 });
      expect(result.Success).toBe(true);
      expect(result.Value.RowsCount).toBeGreaterThanOrEqual(2);
      expect(result.Value.Items.every((demand: { PersonID: number }) => demand.PersonID === ids.personId)).toBe(true);
    });

    it('refuses a wrong password with Code 401', async () => {
      const result = await callJson(app.baseUrl, 'GetDemandListJson', { Email: ids.personEmail, Password: 'wrong-password' });
      expect(result).toMatchObject({ Code: 401, Success: false });
    });

    it('without Email lists the agency’s demands, filtered by Zips', async () => {
      const email = freshEmail();
      await callJson(app.baseUrl, 'DemandRegisterJson', { Name: 'Zipper', Email: email, Goal: 0, Zips: '8999' });
      const result = await callJson(app.baseUrl, 'GetDemandListJson', { Zips: '8999', DisplayFields: 'ID,Zips' });
      expect(result.Value.RowsCount).toBe(1);
      expect(result.Value.Items[0]).toEqual({ ID: expect.any(Number), Zips: ['8999'] });
    });

    it('answers GetDemandListXml over SOAP with a page of Demand elements', async () => {
      const text = await soap('GetDemandListXml', `<Email>${ids.personEmail}</Email><Password>${ids.personPassword}</Password>`);
      expect(text).toMatch(/<RowsCount>\d+<\/RowsCount><Items><Demand><ID>\d+<\/ID><PersonID>/);
    });
  });

  describe('GetNumberOfDemands', () => {
    it('counts active demands per goal within the price range', async () => {
      const all = await callJson(app.baseUrl, 'GetNumberOfDemandsJson', {});
      expect(all.Value.map((row: { Goal: number }) => row.Goal)).toEqual([0, 1, 2]);
      const sales = all.Value[0].NumberOfDemands as number;
      expect(sales).toBeGreaterThan(0);
      const narrow = await callJson(app.baseUrl, 'GetNumberOfDemandsJson', { PriceMin: 10_000_000 });
      expect(narrow.Value[0].NumberOfDemands).toBeLessThan(sales);
      expect(narrow.Value[0].NumberOfPersons).toBeLessThanOrEqual(narrow.Value[0].NumberOfDemands);
    });

    it('answers GetNumberOfDemandsXml over SOAP with a list of DemandCount', async () => {
      const text = await soap('GetNumberOfDemandsXml', '<PriceMax>400000</PriceMax>');
      expect(text).toMatch(/<Value><DemandCount><Goal>0<\/Goal><NumberOfDemands>\d+<\/NumberOfDemands>/);
    });
  });

  describe('RegisterPersonDemand', () => {
    it('creates the person and the demand and returns both ids; a repeat changes the demand', async () => {
      const email = freshEmail();
      const first = await callJson(app.baseUrl, 'RegisterPersonDemandJson', { Name: 'Reg', Email: email, Types: '1,10', PriceMax: 300000, IsReceivedEmail: true });
      expect(first.Value).toMatchObject({ PersonID: expect.any(Number), DemandID: expect.any(Number), HistoryID: null });
      const again = await callJson(app.baseUrl, 'RegisterPersonDemandJson', { Name: 'Reg', Email: email, Types: '1', PriceMax: 320000 });
      expect(again.Value).toMatchObject({ PersonID: first.Value.PersonID, DemandID: first.Value.DemandID });
      expect(await demandsOf(email)).toEqual([expect.objectContaining({ TypeIDs: [1], PriceTo: 320000 })]);
    });

    it('answers RegisterPersonDemandXml over SOAP with the ids', async () => {
      const text = await soap('RegisterPersonDemandXml', `<Name>Soap</Name><Email>${freshEmail()}</Email><PriceMax>200000</PriceMax>`);
      expect(text).toMatch(/<Value><PersonID>\d+<\/PersonID><DemandID>\d+<\/DemandID><\/Value>/);
    });
  });
});
