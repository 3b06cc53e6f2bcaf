import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Outbox } from '../mail/outbox.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { StaffPasswordReset, type StaffLogin } from './staff-auth.entities.js';
import { hashOfToken, newToken } from './staff-time.js';

/** The back-office page a staff link opens (the web back-office at /admin/ serves it). */
export const STAFF_RESET_PAGE_PATH = '/admin/password-reset';

/** How long an invitation link stays valid: a new member of staff may not read their mail at once. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** A password reset link asked for by its owner, or the invitation of a new login without a password. */
export type StaffLinkKind = 'password-reset' | 'invitation';

/** The tenant a link is written as: the login's agency. */
function agencyTenant(agencyId: number): Tenant {
  return { agencyId, accountId: 0, accountName: 'staff-auth', scopes: [] };
}

/**
 * Mailed links that let a staff login choose its password: a single-use token (only its SHA-256
 * is stored, in staff_password_reset) and the outbox mail carrying it, written in the caller's
 * transaction, so the mail exists exactly when the link does. A reset link lives
 * PASSWORD_RESET_TTL_MINUTES, an invitation seven days.
 */
@Injectable()
export class StaffLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mail'>,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  async issue(manager: EntityManager, login: Pick<StaffLogin, 'id' | 'agencyId' | 'userId' | 'email'>, kind: StaffLinkKind, now: Date): Promise<void> {
    const token = newToken();
    const ttlMs = kind === 'invitation' ? INVITATION_TTL_MS : this.config.mail.resetTokenTtlMs;
    await manager.insert(StaffPasswordReset, { agencyId: login.agencyId, loginId: login.id, tokenHash: hashOfToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
    const [agency, user] = await Promise.all([manager.findOneBy(Agency, { id: login.agencyId }), manager.findOneBy(AgencyUser, { id: login.userId, agencyId: login.agencyId })]);
    const agencyName = agency?.name ?? 'your agency';
    const link = `${this.config.mail.publicBaseUrl}${STAFF_RESET_PAGE_PATH}?token=${token}`;
    const validity = kind === 'invitation' ? `${Math.round(ttlMs / 86_400_000)} days` : `${Math.round(ttlMs / 60_000)} minutes`;
    const greeting = `Hello ${[user?.firstName, user?.name].filter(Boolean).join(' ') || login.email},`;
    const body =
      kind === 'invitation'
        ? [
            greeting,
            '',
            `You have been given access to the back-office of ${agencyName}; you sign in with this email address (${login.email}).`,
            `Choose your password here (the link works once, for ${validity}):`,
            '',
            link,
          ]
        : [
            greeting,
            '',
            `Someone asked to reset the password you sign in to the back-office of ${agencyName} with (${login.email}).`,
            `Choose a new password here (the link works once, for ${validity}):`,
            '',
            link,
            '',
            'If you did not ask for this, ignore this message: your password stays as it is.',
          ];
    await this.outbox.enqueue(
      agencyTenant(login.agencyId),
      {
        kind: kind === 'invitation' ? 'staff-invitation' : 'staff-password-reset',
        to: login.email,
        subject: kind === 'invitation' ? `${agencyName}: your access to the back-office` : `${agencyName}: choose a new password for the back-office`,
        body: body.join('\n'),
      },
      manager,
    );
  }
}
