import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, OTHER, soapCall } from '../fixtures/v12/http.js';
import type { DemoIds } from '../fixtures/v12/operation-args.js';

interface Point {
  Date: string;
  ObjectID: number | null;
  MediaID: number;
  MediaName: string;
  Views: number;
}

function sum(items: readonly { Views: number }[]): number {
  return items.reduce((total, item) => total + item.Views, 0);
}

/** The media statistics graph lists answer from the stored figures of the demo data set. */
describe('v1.2 media statistics', () => {
  let app: TestApp;
  let ids: DemoIds;
  let points: Point[];

  beforeAll(async () => {
    app = await startTestApp();
    ids = await demoIds(app.baseUrl);
    const graph = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), Limit1: 1, Limit2: 1000 });
    points = graph.Value.Items;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function soap(op: string, inner: string): Promise<string> {
    const { status, text } = await soapCall(app.baseUrl, op, inner);
    expect(status).toBe(200);
    return text;
  }

  it('GetMediaObjectStatisticsGraphList: stored views per day and medium of the property, as a page', async () => {
    expect(points.length).toBeGreaterThan(30);
    for (const point of points) expect(point).toMatchObject({ ObjectID: ids.propertyId, MediaID: expect.any(Number), MediaName: expect.any(String), Views: expect.any(Number) });
    expect(new Set(points.map((point) => point.MediaName))).toContain('Immoweb');
    const days = [...new Set(points.map((point) => point.Date))];
    expect(days).toEqual([...days].sort());
    const firstWeek = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), StartDate: days[0], EndDate: days[6], MediaIDs: '2' });
    expect(firstWeek.Value.Items.every((point: Point) => point.MediaID === 2 && point.Date >= days[0]! && point.Date <= days[6]!)).toBe(true);
    expect(sum(firstWeek.Value.Items)).toBe(sum(points.filter((point) => point.MediaID === 2 && point.Date <= days[6]!)));
  });

  it('answers the same figures twice (nothing is drawn at request time) and groups the portals on request', async () => {
    const again = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), Limit1: 1, Limit2: 1000 });
    expect(again.Value.Items).toEqual(points);
    const grouped = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), IsGroupAllPortals: true, Limit1: 1, Limit2: 1000 });
    expect(new Set(grouped.Value.Items.map((point: Point) => point.MediaID))).toEqual(new Set([0, 1]));
    expect(sum(grouped.Value.Items)).toBe(sum(points));
  });

  it('GetManyVisitStatisticsOfProperty: totals per medium that add up to the graph', async () => {
    const visits = await callJson(app.baseUrl, 'GetManyVisitStatisticsOfPropertyJson', { ID: ids.propertyId });
    expect(Array.isArray(visits.Value)).toBe(true);
    expect(sum(visits.Value)).toBe(sum(points));
    const immoweb = visits.Value.find((visit: { MediaID: number }) => visit.MediaID === 2);
    expect(immoweb.Views).toBe(sum(points.filter((point) => point.MediaID === 2)));
    expect(await soap('GetManyVisitStatisticsOfPropertyXml', `<ID>${String(ids.propertyId)}</ID><IsGroupAllPortals>true</IsGroupAllPortals>`)).toMatch(
      /<Value><MediaVisit><MediaID>0<\/MediaID><MediaName>All portals<\/MediaName><Views>\d+<\/Views>/,
    );
  });

  it('GetSummaryMediaObjectStatisticsGraphList: per week and month, the same total', async () => {
    const weeks = await callJson(app.baseUrl, 'GetSummaryMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), Frequency: 1 });
    const months = await callJson(app.baseUrl, 'GetSummaryMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), Frequency: 2 });
    expect(sum(weeks.Value)).toBe(sum(points));
    expect(sum(months.Value)).toBe(sum(points));
    expect(weeks.Value.length).toBeGreaterThan(months.Value.length);
    expect(await callJson(app.baseUrl, 'GetSummaryMediaObjectStatisticsGraphListJson', { Frequency: 7 })).toMatchObject({ Code: 400, Success: false });
    expect(await soap('GetSummaryMediaObjectStatisticsGraphListXml', `<ObjectIDs>${String(ids.propertyId)}</ObjectIDs><Frequency>2</Frequency>`)).toMatch(
      /<Value><MediaStatisticSummary><StartDate>[^<]+<\/StartDate><EndDate>/,
    );
  });

  it('GetMediaAllPropertyTypesStatisticsGraphList: the agency’s views per day and medium, more than one property’s', async () => {
    const all = await callJson(app.baseUrl, 'GetMediaAllPropertyTypesStatisticsGraphListJson', { Limit1: 1, Limit2: 1000 });
    expect(all.Value.RowsCount).toBeGreaterThan(0);
    for (const point of all.Value.Items) expect(point.ObjectID).toBeNull();
    expect(sum(all.Value.Items)).toBeGreaterThan(sum(points));
    const one = await callJson(app.baseUrl, 'GetMediaAllPropertyTypesStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId), Limit1: 1, Limit2: 1000 });
    expect(sum(one.Value.Items)).toBe(sum(points));
    expect(await soap('GetMediaAllPropertyTypesStatisticsGraphListXml', '<Limit1>1</Limit1><Limit2>2</Limit2>')).toMatch(/<Items><MediaStatisticPoint><Date>/);
  });

  it('the agency website medium counts the visits the service records, added to the stored figures, in every view alike', async () => {
    const pid = ids.propertyId;
    const today = new Date().toISOString().slice(0, 10);
    const website = (items: readonly { MediaID: number; Views: number }[]) => sum(items.filter((item) => item.MediaID === 1));
    const views = async () => {
      const graph = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(pid), Limit1: 1, Limit2: 5000 });
      const graphToday = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(pid), MediaIDs: '1', StartDate: today, EndDate: today });
      const many = await callJson(app.baseUrl, 'GetManyVisitStatisticsOfPropertyJson', { ID: pid });
      const grouped = await callJson(app.baseUrl, 'GetManyVisitStatisticsOfPropertyJson', { ID: pid, IsGroupAllPortals: true });
      const months = await callJson(app.baseUrl, 'GetSummaryMediaObjectStatisticsGraphListJson', { ObjectIDs: String(pid), Frequency: 2 });
      const all = await callJson(app.baseUrl, 'GetMediaAllPropertyTypesStatisticsGraphListJson', { StartDate: today, EndDate: today, Limit1: 1, Limit2: 100 });
      const visits = await callJson(app.baseUrl, 'GetVisitStatisticOfPropertyJson', { ID: pid });
      const visitsToday = await callJson(app.baseUrl, 'GetVisitStatisticOfPropertyJson', { ID: pid, FromDate: `${today} 00:00:00`, ToDate: `${today} 23:59:59` });
      return {
        graph: website(graph.Value.Items),
        graphToday: website(graphToday.Value.Items),
        many: website(many.Value),
        grouped: website(grouped.Value),
        months: website(months.Value),
        all: website(all.Value.Items),
        visits: visits.Value.TotalVisits as number,
        visitsToday: visitsToday.Value.TotalVisits as number,
      };
    };
    const before = await views();
    // One truth: the recorded visits and the stored figures of the website are one number in every view.
    expect(before.many).toBeGreaterThan(0);
    expect([before.graph, before.grouped, before.months, before.visits]).toEqual([before.many, before.many, before.many, before.many]);
    expect(before.visitsToday).toBe(before.graphToday);

    const visit = await callJson(app.baseUrl, 'AddServiceOwnWebsiteVisitJson', { PropertyID: pid, Source: 'https://www.example.com/te-koop' });
    expect(visit).toMatchObject({ Success: true, Value: expect.any(Number) });
    const after = await views();
    expect(after).toEqual({
      graph: before.graph + 1,
      graphToday: before.graphToday + 1,
      many: before.many + 1,
      grouped: before.grouped + 1,
      months: before.months + 1,
      all: before.all + 1,
      visits: before.visits + 1,
      visitsToday: before.visitsToday + 1,
    });

    const page = await callJson(app.baseUrl, 'GetPropertyJson', { ID: pid, UpdateVisit: true });
    expect(page.Success).toBe(true);
    const third = await views();
    expect(third.graph).toBe(before.graph + 2);
    expect(third.visits).toBe(third.many);
    // A portal asked alone does not see the website's visits.
    const immoweb = await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(pid), MediaIDs: '2', StartDate: today, EndDate: today });
    expect(website(immoweb.Value.Items)).toBe(0);
  });

  it('refuses another agency’s property', async () => {
    expect(await callJson(app.baseUrl, 'GetMediaObjectStatisticsGraphListJson', { ObjectIDs: String(ids.propertyId) }, OTHER)).toMatchObject({ Code: 404, Success: false });
    expect(await callJson(app.baseUrl, 'GetManyVisitStatisticsOfPropertyJson', { ID: ids.propertyId }, OTHER)).toMatchObject({ Code: 404, Success: false });
  });
});
