import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig, type MailConfig } from '../config/config.js';
import { Metrics } from '../observability/metrics.js';
import { PINO } from '../observability/observability.module.js';
import type { OutboxMail } from '../mail/mail.entities.js';
import { Outbox, wholeSecondsNow } from '../mail/outbox.js';

/** Mails taken per look at the outbox. */
const BATCH = 20;

/** The wait before attempt `attempts + 1`: the base, doubled for each further attempt, at most a day. */
export function retryDelayMs(config: Pick<MailConfig, 'retryBaseMs'>, attempts: number): number {
  return Math.min(config.retryBaseMs * 2 ** Math.max(0, attempts - 1), 86_400_000);
}

/** The SMTP server's host, for the log (never its user or password). */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'smtp';
  }
}

/**
 * Sends the outbox over SMTP (nodemailer) when SMTP_URL is set: every MAIL_POLL_MS it takes the
 * due pending mails, sends each one (connection, greeting and socket time out after
 * SMTP_TIMEOUT_SECONDS), logs each attempt without the body, and records the outcome: sent, or
 * tried again after MAIL_RETRY_SECONDS doubled per attempt, or marked failed (logged as an
 * error and counted in listing_mail_attempts_total) after MAIL_MAX_ATTEMPTS. The SMTP server
 * is the operator's: its address comes from configuration only, never from a request.
 * Without SMTP_URL nothing is sent and the mails wait in the outbox (`listing-cli mail list`).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly config: MailConfig;
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(PINO) logger: Logger,
  ) {
    this.config = config.mail;
    this.log = logger.child({ context: 'Mail' });
  }

  onApplicationBootstrap(): void {
    if (this.config.smtpUrl === null) {
      this.log.info('SMTP_URL is not set: mails stay in the outbox (listing-cli mail list)');
      return;
    }
    this.transport = nodemailer.createTransport(this.config.smtpUrl, {
      connectionTimeout: this.config.timeoutMs,
      greetingTimeout: this.config.timeoutMs,
      socketTimeout: this.config.timeoutMs,
    });
    this.timer = setInterval(() => void this.tick(), this.config.pollMs);
    this.timer.unref();
    void this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
    this.transport = null;
  }

  /** One look at the outbox (never two at once in this process). */
  tick(): Promise<void> {
    if (this.running || !this.transport) return this.running ?? Promise.resolve();
    this.running = this.sendDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'reading the mail outbox failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sendDue(): Promise<void> {
    const due = await this.outbox.due(wholeSecondsNow(), BATCH);
    for (const mail of due) {
      if (!this.transport) return;
      const lease = new Date(wholeSecondsNow().getTime() + this.config.timeoutMs * 3 + 1000);
      if (await this.outbox.claim(mail, lease)) await this.attempt(mail, this.transport);
    }
  }

  private async attempt(mail: OutboxMail, transport: Transporter): Promise<void> {
    const attempts = mail.attempts + 1;
    const fields = { mailId: mail.id, kind: mail.kind, agencyId: mail.agencyId, attempt: attempts, smtp: smtpHost(this.config.smtpUrl ?? '') };
    this.log.info(fields, 'sending mail');
    try {
      await transport.sendMail({ from: this.config.from, to: mail.recipient, subject: mail.subject, text: mail.body });
      await this.outbox.markSent(mail, attempts, wholeSecondsNow());
      this.metrics.observeMailAttempt(mail.kind, 'sent');
      this.log.info(fields, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= this.config.maxAttempts) {
        await this.outbox.markAttemptFailed(mail, attempts, message, null);
        this.metrics.observeMailAttempt(mail.kind, 'failed');
        this.log.error({ ...fields, error: message }, 'mail failed: giving up after the last attempt');
        return;
      }
      const retryAt = new Date(wholeSecondsNow().getTime() + retryDelayMs(this.config, attempts));
      await this.outbox.markAttemptFailed(mail, attempts, message, retryAt);
      this.metrics.observeMailAttempt(mail.kind, 'retry');
      this.log.warn({ ...fields, error: message, retryAt: retryAt.toISOString() }, 'mail attempt failed: trying again later');
    }
  }
}
