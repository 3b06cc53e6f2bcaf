/**
 * docs/agency-api.md's curl examples, run in order in one shell against a started service on the
 * demo data: each example marked `# → HTTP/1.1 <status>` answers that status line.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { ROOT } from '../support/fleet.js';

const EXAMPLES = [...readFileSync(join(ROOT, 'docs/agency-api.md'), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)]
  .map((match) => match[1] as string)
  .filter((block) => block.includes('# → HTTP/1.1'))
  .map((block) => ({ script: block, expected: /# → (HTTP\/1\.1 \d{3}[^\n]*)/.exec(block)![1]!.trim() }));

describe("docs/agency-api.md's examples", () => {
  let app: TestApp;
  let key: string;
  let adminKey: string;

  beforeAll(async () => {
    app = await startTestApp();
    key = (await new ApiKeyService(app.dataSource).create(1, 'my CRM', 'editor')).key;
    adminKey = (await new ApiKeyService(app.dataSource).create(1, 'the office', 'admin')).key;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('are found', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(7);
  });

  it('answer the status each one shows, run in order', async () => {
    const marker = '@@example@@';
    const script = ['set -u', ...EXAMPLES.map(({ script }) => `echo '${marker}'\n${script}`)].join('\n');
    // Asynchronously: the service answering the examples runs in this process.
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile('bash', ['--noprofile', '--norc', '-c', script], { env: { PATH: process.env['PATH'] ?? '', BASE: `${app.baseUrl}/api/v1`, KEY: key, ADMIN_KEY: adminKey }, timeout: 60_000 }, (error, out, err) => {
        if (error) reject(new Error(`${error.message}\n${err}`));
        else resolve(out);
      });
    });
    const outputs = stdout.split(`${marker}\n`).slice(1);
    expect(outputs.length).toBe(EXAMPLES.length);
    outputs.forEach((output, index) => {
      const statusLine = /^HTTP\/1\.1 [^\r\n]*/m.exec(output)?.[0] ?? output.slice(0, 200);
      expect({ example: EXAMPLES[index]!.script.split('\n')[0], status: statusLine.trim() }).toEqual({ example: EXAMPLES[index]!.script.split('\n')[0], status: EXAMPLES[index]!.expected });
    });
  });
});
