import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { Agency } from '../../src/accounts/accounts.entities.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { runCli } from '../../src/cli/run-cli.js';
import { Project } from '../../src/construction/construction.entities.js';
import { OutboxMail } from '../../src/mail/mail.entities.js';
import { PropertyAgent } from '../../src/properties/properties.entities.js';
import { AgencyUser } from '../../src/staff/staff.entities.js';
import { PasswordReset } from '../../src/persons/persons.entities.js';
import { RESET_REQUESTED_TEXT } from '../../src/persons/password-reset.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, soapCall } from '../fixtures/v12/http.js';
import type { DemoIds } from '../fixtures/v12/operation-args.js';

interface Received {
  from: string;
  to: string[];
  text: string;
}

/** A real SMTP server on loopback: keeps what it receives; refuses recipients in `refused`, and the next `failNext` messages. */
class TestSmtp {
  readonly received: Received[] = [];
  readonly refused = new Set<string>();
  failNext = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (this.refused.has(address.address)) return callback(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.failNext > 0) {
          this.failNext -= 1;
          return callback(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
        }
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        this.received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The quoted-printable soft line breaks and escapes of a received message, undone. */
/** Runs the CLI over the app's database; exit code and everything it printed. */
async function cli(app: TestApp, argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => out.push(text), stdin: Readable.from(['']), env: {}, database: async () => app.dataSource });
  return { code, out: out.join('\n') };
}

function plain(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail: the outbox sent over SMTP, password reset, notifications of contact requests and viewing registrations', () => {
  const smtp = new TestSmtp();
  let app: TestApp;
  let ids: DemoIds;
  let agencyEmail: string;

  beforeAll(async () => {
    const port = await smtp.listen();
    app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'listings@agency.test', MAIL_POLL_MS: '100', MAIL_RETRY_SECONDS: '0', MAIL_MAX_ATTEMPTS: '3', SMTP_TIMEOUT_SECONDS: '5' });
    ids = await demoIds(app.baseUrl);
    agencyEmail = (await app.dataSource.getRepository(Agency).findOneByOrFail({ id: 1 })).email as string;
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  function mailTo(address: string, after = 0): Promise<Received> {
    return waitFor(`a mail to ${address}`, () => smtp.received.slice(after).find((mail) => mail.to.includes(address)));
  }

  it('GetPersonForgetPassword mails a single-use link; the page sets the new password once', async () => {
    const before = smtp.received.length;
    const answer = await callJson(app.baseUrl, 'GetPersonForgetPasswordJson', { Email: ids.personEmail });
    expect(answer).toMatchObject({ Code: 0, Success: true, Value: RESET_REQUESTED_TEXT });
    const mail = await mailTo(ids.personEmail, before);
    expect(mail.from).toBe('listings@agency.test');
    const link = /https?:\/\/\S+\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(plain(mail.text));
    expect(link).not.toBeNull();
    const token = link![1]!;
    const stored = await app.dataSource.getRepository(PasswordReset).find({ where: { personId: ids.personId } });
    expect(stored.some((reset) => reset.tokenHash === token)).toBe(false);
    expect(stored.every((reset) => /^[0-9a-f]{64}$/.test(reset.tokenHash))).toBe(true);

    const form = await fetch(`${app.baseUrl}/password-reset?token=${token}`);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await form.text()).toContain('<form method="post" action="/password-reset">');

    const post = (fields: Record<string, string>) =>
      fetch(`${app.baseUrl}/password-reset`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const differ = await post({ token, password: 'new-secret-1', confirm: 'new-secret-2' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two passwords differ.');
    const short = await post({ token, password: 'abc', confirm: 'abc' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('The password must be at least 8 characters.');
    const common = await post({ token, password: 'iloveyou1', confirm: 'iloveyou1' });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain('The password is one of the most common passwords; choose another.');
    const done = await post({ token, password: 'new-secret-1', confirm: 'new-secret-1' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your new password is set.');

    expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', { Email: ids.personEmail, Password: 'new-secret-1' })).toMatchObject({ Success: true, Value: ids.personId });
    expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', { Email: ids.personEmail, Password: ids.personPassword })).toMatchObject({ Code: 401 });
    const again = await post({ token, password: 'other-secret', confirm: 'other-secret' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('has already been used');
    expect(await (await fetch(`${app.baseUrl}/password-reset?token=${token}`)).text()).toContain('has already been used');
    expect(await (await fetch(`${app.baseUrl}/password-reset?token=not-a-real-token-at-all-xyz`)).text()).toContain('is not valid');
  });

  it('answers an unknown email with the same text and sends nothing', async () => {
    const outbox = app.dataSource.getRepository(OutboxMail);
    const before = await outbox.count();
    const answer = await callJson(app.baseUrl, 'GetPersonForgetPasswordJson', { Email: 'nobody-here@example.org' });
    expect(answer).toMatchObject({ Code: 0, Success: true, Value: RESET_REQUESTED_TEXT });
    expect(await outbox.count()).toBe(before);
    const soap = await soapCall(app.baseUrl, 'GetPersonForgetPasswordXml', '<Email>nobody-here@example.org</Email>');
    expect(soap.text).toContain(`<Success>true</Success><Value>${RESET_REQUESTED_TEXT}</Value>`);
  });

  it('tries a mail again after a temporary failure, then marks it sent', async () => {
    smtp.failNext = 1;
    const before = smtp.received.length;
    await callJson(app.baseUrl, 'GetPersonForgetPasswordJson', { Email: 'sophie.dubois@example.be' });
    await mailTo('sophie.dubois@example.be', before);
    const row = await waitFor('the sent row', async () => {
      const [last] = await app.dataSource.getRepository(OutboxMail).find({ where: { recipient: 'sophie.dubois@example.be' }, order: { id: 'DESC' }, take: 1 });
      return last?.status === 'sent' ? last : undefined;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  /** The email of the property's main agent (its responsible user). */
  async function agentEmail(propertyId: number): Promise<string> {
    const agent = await app.dataSource.getRepository(PropertyAgent).findOneByOrFail({ propertyId, role: 1 });
    return (await app.dataSource.getRepository(AgencyUser).findOneByOrFail({ id: agent.userId })).email as string;
  }

  it("notifies the property's responsible user of a contact request, and gives up after the last attempt when the address is refused", async () => {
    const responsible = await agentEmail(ids.propertyId);
    expect(responsible).not.toBe(agencyEmail);
    const before = smtp.received.length;
    const contact = await callJson(app.baseUrl, 'ContactOnMeJson', { ObjectID: ids.propertyId, Name: 'Mailer', Email: `mailer-${Date.now()}@example.org`, Content: 'Is it still for sale?' });
    expect(contact.Success).toBe(true);
    const notice = await mailTo(responsible, before);
    expect(plain(notice.text)).toContain('Is it still for sale?');
    expect(plain(notice.text)).toMatch(/A contact request about property/);
    // The subject says it once: not "Contact request: Contact request about …".
    expect(plain(notice.text)).toMatch(/^Subject: Contact request about property /m);
    expect(plain(notice.text)).not.toContain('Contact request: Contact request');
    expect(smtp.received.slice(before).some((mail) => mail.to.includes(agencyEmail))).toBe(false);

    smtp.refused.add(responsible);
    try {
      await callJson(app.baseUrl, 'ContactOnMeJson', { ObjectID: ids.propertyId, Name: 'Bounced', Email: `bounced-${Date.now()}@example.org`, Content: 'Hello?' });
      const failed = await waitFor('the failed row', async () => {
        const [last] = await app.dataSource.getRepository(OutboxMail).find({ where: { recipient: responsible, kind: 'contact-request' }, order: { id: 'DESC' }, take: 1 });
        return last?.status === 'failed' ? last : undefined;
      });
      expect(failed.attempts).toBe(3);
      expect(failed.lastError).toContain('550');
      const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/listing_mail_attempts_total\{kind="contact-request",result="failed"\} 1/);
    } finally {
      smtp.refused.delete(responsible);
    }
  });

  it("notifies the project's responsible user of a contact request about the project", async () => {
    const project = await app.dataSource.getRepository(Project).findOneByOrFail({ id: ids.projectId });
    const responsible = (await app.dataSource.getRepository(AgencyUser).findOneByOrFail({ id: project.responsibleUserId as number })).email as string;
    const before = smtp.received.length;
    const contact = await callJson(app.baseUrl, 'ContactOnMeProjectJson', { ProjectIDs: String(ids.projectId), Name: 'Buyer', Email: `buyer-${Date.now()}@example.org`, Content: 'The price list, please' });
    expect(contact.Success).toBe(true);
    const notice = await mailTo(responsible, before);
    expect(plain(notice.text)).toContain(`A contact request about project ${project.name}`);
    expect(plain(notice.text)).toContain('The price list, please');
  });

  it('falls back to the agency address when the responsible user has no email', async () => {
    const agent = await app.dataSource.getRepository(PropertyAgent).findOneByOrFail({ propertyId: ids.propertyId, role: 1 });
    const users = app.dataSource.getRepository(AgencyUser);
    const saved = (await users.findOneByOrFail({ id: agent.userId })).email;
    await users.update({ id: agent.userId }, { email: null });
    try {
      const before = smtp.received.length;
      const marker = `fallback-${Date.now()}`;
      expect(await callJson(app.baseUrl, 'ContactOnMeJson', { ObjectID: ids.propertyId, Name: 'Fallback', Email: `${marker}@example.org`, Content: marker })).toMatchObject({ Success: true });
      const notice = await mailTo(agencyEmail, before);
      expect(plain(notice.text)).toContain(marker);
    } finally {
      await users.update({ id: agent.userId }, { email: saved });
    }
  });

  it("mails a new viewing registration to the property's responsible user, once, and nothing for a refused one", async () => {
    const slots = (await callJson(app.baseUrl, 'GetAppointmentObjectJson', {})).Value as { ID: number; ObjectID: number | null; TypeID: number; FreePlaces: number | null; IsFull: boolean; StartDate: string }[];
    const viewing = slots.find((slot) => slot.TypeID === 2 && slot.ObjectID !== null && slot.FreePlaces === 2)!;
    const full = slots.find((slot) => slot.IsFull)!;
    const responsible = await agentEmail(viewing.ObjectID as number);
    const person = (await callJson(app.baseUrl, 'GetPersonJson', { ID: ids.personId })).Value as { Name: string; FirstName: string; Email: string };
    const outbox = app.dataSource.getRepository(OutboxMail);
    const before = smtp.received.length;
    const registered = await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: ids.personId, AppointmentID: viewing.ID });
    expect(registered).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
    const notice = plain((await mailTo(responsible, before)).text);
    expect(notice).toContain('A registration for the viewing of property');
    expect(notice).toContain(`Slot: ${viewing.StartDate.slice(0, 16)}`);
    expect(notice).toContain('Places: 1 of 2 places taken');
    expect(notice).toContain(`Name: ${person.FirstName} ${person.Name}`);
    expect(notice).toContain(`Email: ${person.Email}`);
    const mails = await outbox.count({ where: { kind: 'viewing-registration' } });
    expect(await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: ids.personId, AppointmentID: viewing.ID })).toMatchObject({ Success: true, Value: registered.Value });
    const other = ((await callJson(app.baseUrl, 'GetPersonListJson', { Limit1: 1, Limit2: 5 })).Value.Items as { ID: number }[]).find((p) => p.ID !== ids.personId)!;
    expect(await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: other.ID, AppointmentID: full.ID })).toMatchObject({ Code: 409 });
    expect(await outbox.count({ where: { kind: 'viewing-registration' } })).toBe(mails);
  });

  it("mails a registration to a project's open house to the project's responsible user", async () => {
    const slots = (await callJson(app.baseUrl, 'GetAppointmentObjectJson', {})).Value as { ID: number; ProjectID: number | null }[];
    const openHouse = slots.find((slot) => slot.ProjectID === ids.projectId)!;
    const project = await app.dataSource.getRepository(Project).findOneByOrFail({ id: ids.projectId });
    const responsible = (await app.dataSource.getRepository(AgencyUser).findOneByOrFail({ id: project.responsibleUserId as number })).email as string;
    const before = smtp.received.length;
    expect(await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: ids.personId, AppointmentID: openHouse.ID })).toMatchObject({ Code: 0, Success: true });
    const notice = plain((await mailTo(responsible, before)).text);
    expect(notice).toContain(`A registration for the open house of project ${project.name}`);
  });

  it('lists the outbox with listing-cli mail list', async () => {
    const { code, out } = await cli(app, ['mail', 'list', '--status', 'failed']);
    expect(code).toBe(0);
    const responsible = await agentEmail(ids.propertyId);
    expect(out).toMatch(new RegExp(`contact-request\\s+${responsible.replace(/[.]/g, '\\.')}\\s+failed\\s+3`));
  });

  // Last in this app: it spends this address's and this link's allowance of reset submissions.
  it('checks the reset token before hashing, answers a full hashing queue with 503 and Retry-After, and throttles per link and address', async () => {
    const before = smtp.received.length;
    await callJson(app.baseUrl, 'GetPersonForgetPasswordJson', { Email: ids.personEmail });
    const token = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(plain((await mailTo(ids.personEmail, before)).text))![1]!;
    const post = (fields: Record<string, string>) =>
      fetch(`${app.baseUrl}/password-reset`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    // A stranger's form: the token is refused before the password is looked at (nothing hashed).
    const stranger = await post({ token: 'x'.repeat(43), password: 'ab', confirm: 'ab' });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain('is not valid');

    // This address's share of the hashing queue is taken: the form is refused in its own shape.
    const hasher = app.app.get(PasswordHasher);
    const filling = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].flatMap((address) =>
      Array.from({ length: 10 }, () => hasher.hash('filling the queue', { address, standing: 'clean' }).catch(() => 'refused')),
    );
    const busy = await post({ token, password: 'a-long-new-secret', confirm: 'a-long-new-secret' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.headers.get('content-type')).toContain('text/html');
    expect(await busy.text()).toContain('The service is busy');
    await Promise.all(filling);

    // One link: at most 10 submissions per 15 minutes (an empty password is refused: 400), then 429 with Retry-After.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post({ token, password: '', confirm: '' })).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
    const refused = await post({ token, password: 'a-long-new-secret', confirm: 'a-long-new-secret' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.text()).toContain('Too many attempts to set a password');
    // Another link from the same address still works until the address's allowance is spent.
    const statusesFromAddress: number[] = [];
    for (let i = 0; i < 10; i++) statusesFromAddress.push((await post({ token: 'y'.repeat(43), password: '', confirm: '' })).status);
    expect(statusesFromAddress).toContain(429);
    expect(statusesFromAddress[0]).toBe(400);
  });
});

describe('mail without SMTP_URL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ MAIL_POLL_MS: '100' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the mails in the outbox, where listing-cli mail list shows them', async () => {
    const ids = await demoIds(app.baseUrl);
    expect(await callJson(app.baseUrl, 'GetPersonForgetPasswordJson', { Email: ids.personEmail })).toMatchObject({ Value: RESET_REQUESTED_TEXT });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [mail] = await app.dataSource.getRepository(OutboxMail).find({ where: { recipient: ids.personEmail }, order: { id: 'DESC' }, take: 1 });
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'pending', attempts: 0 });
    const { code, out } = await cli(app, ['mail', 'list', '--status', 'pending', '--agency', '1', '--full']);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`password-reset\\s+${ids.personEmail.replace(/[.]/g, '\\.')}\\s+pending\\s+0`));
    expect(out).toContain('/password-reset?token=');
  });
});
