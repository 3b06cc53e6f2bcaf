import { Get, Inject, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AuditLog } from '../../audit/audit-log.js';
import { ApiController } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { AuditEntryDocument, auditEntryOf, AuditList, AuditListQuery } from './audit.dto.js';

/** The agency's audit log: who changed what, when, from where. */
@ApiController('audit', 'audit')
export class AuditController {
  constructor(@Inject(AuditLog) private readonly log: AuditLog) {}

  @Get()
  @RequireRole('admin')
  @ApiOperation({ summary: "The agency's audit log, newest first (sort `id` for oldest first).", description: 'Every write through the API, the back-office and the CLI: who (staff user or API key), when, from which address, which resource, which fields with their old and new values.' })
  @ApiOkResponse({ type: AuditList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: AuditListQuery): Promise<ListAnswer<AuditEntryDocument>> {
    const page = keysetRequest(query, { fields: ['id'], defaultOrder: [{ field: 'id', direction: 'DESC' }], tieBreaker: 'id' });
    const result = await this.log.list(
      request.caller!.tenant,
      {
        ...(query.resource !== undefined ? { resource: query.resource } : {}),
        ...(query.resourceId !== undefined ? { resourceId: query.resourceId } : {}),
        ...(query.actorKind !== undefined ? { actorKind: query.actorKind } : {}),
        ...(query.actorId !== undefined ? { actorId: query.actorId } : {}),
        ...(query.from !== undefined ? { from: new Date(query.from) } : {}),
        ...(query.to !== undefined ? { to: new Date(query.to) } : {}),
      },
      page,
    );
    return listAnswer(result, page, auditEntryOf);
  }
}
