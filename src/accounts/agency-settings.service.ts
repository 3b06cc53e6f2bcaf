import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditedWrites, type AuditView } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { isLanguageId } from '../common/codes.js';
import { ConflictError, InvalidFieldsError, NotFoundError, type FieldProblem } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { Agency } from './accounts.entities.js';
import { isUniqueViolation } from './unique-violation.js';

/** The settings of an agency the agency itself keeps: its name, contact address and default language. */
export interface AgencySettings {
  readonly name: string;
  /** Where mails about listings without a responsible user go (contact requests, registrations). */
  readonly email: string | null;
  readonly phone: string | null;
  /** The language of every answer to a request that names none (1 NL … 6 CA). */
  readonly defaultLanguageId: number;
}

export type AgencySettingsChange = Partial<AgencySettings>;

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\].]+$/;

function settingsOf(agency: Agency): AgencySettings {
  return { name: agency.name, email: agency.email, phone: agency.phone, defaultLanguageId: agency.defaultLanguageId };
}

/** What the audit log compares, in the agency API's field names. */
function auditView(agency: Agency): AuditView {
  return { name: agency.name, email: agency.email, phone: agency.phone, defaultLanguage: agency.defaultLanguageId };
}

/** Every invalid field of a change (not only the first). */
function problemsOf(change: AgencySettingsChange): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (change.name !== undefined && (change.name.trim() === '' || change.name.trim().length > 200)) problems.push({ field: 'name', code: 'max-length', message: 'must be 1 to 200 characters.' });
  if (change.email !== undefined && change.email !== null && (change.email.length > 200 || !EMAIL.test(change.email.trim()))) problems.push({ field: 'email', code: 'format', message: 'must be an email address of at most 200 characters.' });
  if (change.phone !== undefined && change.phone !== null && change.phone.length > 50) problems.push({ field: 'phone', code: 'max-length', message: 'must be at most 50 characters.' });
  if (change.defaultLanguageId !== undefined && !isLanguageId(change.defaultLanguageId)) problems.push({ field: 'defaultLanguage', code: 'enum', message: 'must be 1 NL, 2 FR, 3 EN, 4 DE, 5 ES or 6 CA.' });
  return problems;
}

/**
 * An agency's own settings, read and changed by the agency (the agency API's /settings): every
 * change audited in its transaction; a new default language reaches every instance's cached
 * credentials at once (the cache bus), as `agencies language` of the CLI does.
 */
@Injectable()
export class AgencySettingsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AuditedWrites) private readonly audited: AuditedWrites,
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  async get(tenant: Tenant): Promise<AgencySettings> {
    const agency = await this.dataSource.manager.findOneBy(Agency, { id: tenant.agencyId });
    if (!agency) throw new NotFoundError('Agency', tenant.agencyId);
    return settingsOf(agency);
  }

  async change(tenant: Tenant, actor: Actor, change: AgencySettingsChange): Promise<AgencySettings> {
    const problems = problemsOf(change);
    if (problems.length > 0) throw new InvalidFieldsError(problems);
    const values: Partial<Agency> = {
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.email !== undefined ? { email: change.email === null || change.email.trim() === '' ? null : change.email.trim() } : {}),
      ...(change.phone !== undefined ? { phone: change.phone === null || change.phone.trim() === '' ? null : change.phone.trim() } : {}),
      ...(change.defaultLanguageId !== undefined ? { defaultLanguageId: change.defaultLanguageId } : {}),
    };
    let languageChanged = false;
    try {
      const after = await this.audited.run(tenant, actor, async (write) => {
        const agency = await write.manager.findOneBy(Agency, { id: tenant.agencyId });
        if (!agency) throw new NotFoundError('Agency', tenant.agencyId);
        const next = { ...agency, ...values };
        const changes = await write.changed('settings', tenant.agencyId, auditView(agency), auditView(next));
        if (changes.length > 0) await write.manager.update(Agency, { id: tenant.agencyId }, values);
        languageChanged = changes.some((c) => c.field === 'defaultLanguage');
        return settingsOf(next);
      });
      if (languageChanged) this.bus?.publish('credentials');
      return after;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(`Another agency is named "${values.name ?? ''}"; agency names are unique.`);
      throw error;
    }
  }
}
