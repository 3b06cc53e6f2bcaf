import { afterEach, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { loadFixtures } from './asmx-fixtures.js';
import { credentials, field, record, soap11, soapResult } from './asmx-helpers.js';
import { callJson } from '../fixtures/v12/http.js';

/**
 * Writes on a freshly started instance: concurrent contact requests sent the moment the service
 * listens (nothing cached yet, every login hashed) all succeed, queued one after the other.
 */
describe('concurrent writes right after start', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 8 concurrent ContactMeOnPropertySaveDB on a fresh instance without an internal error', async () => {
    app = await startTestApp();
    const { property } = await loadFixtures(app.dataSource);
    const started = app;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        soap11(started.baseUrl, 'ContactMeOnPropertySaveDB', {
          ...credentials(),
          name: `Visitor ${index}`,
          email: `cold-start-${index}@example.test`,
          objectID: property.id,
          historyContent: `request ${index}`,
          LanguageID: 1,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const ids = responses.map((response) => field(record(soapResult(response.body, 'ContactMeOnPropertySaveDB')), 'HistoryID'));
    expect(new Set(ids).size).toBe(8);
  });

  it('answers concurrent writes of both interfaces on a fresh instance, the same email included, each once', async () => {
    app = await startTestApp();
    const { property } = await loadFixtures(app.dataSource);
    const started = app;
    const calls = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0
        ? callJson(started.baseUrl, 'ContactOnMeJson', { Name: 'Same', Email: 'same-visitor@example.test', ObjectID: property.id, Content: `json ${index}` }).then((result) => result.Code)
        : soap11(started.baseUrl, 'ContactMeOnPropertySaveDB', {
            ...credentials(),
            name: 'Same',
            email: 'same-visitor@example.test',
            objectID: property.id,
            historyContent: `soap ${index}`,
            LanguageID: 1,
          }).then((response) => (response.status === 200 ? 0 : response.status)),
    );
    expect(await Promise.all(calls)).toEqual(Array(12).fill(0));
    const persons = await app.dataSource.query("SELECT COUNT(*) AS n FROM person WHERE email = 'same-visitor@example.test'");
    expect(Number((persons as { n: number | string }[])[0]?.n)).toBe(1);
  });
});
