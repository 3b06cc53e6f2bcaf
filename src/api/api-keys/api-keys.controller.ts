import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiKeyService, type ApiKeyRecord } from '../../api-keys/api-keys.service.js';
import { ApiController, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ShownOnce } from '../http/idempotency.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { locate } from '../records/merge-patch.js';
import { ApiKeyBody, ApiKeyDocument, ApiKeyList, ApiKeyListQuery, CreatedApiKeyDocument } from './api-keys.dto.js';

const BY_ID = { fields: ['id'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

/** What the agency API shows of a key: never the agency id (it is the caller's) nor the key. */
function keyDocument({ agencyId: _agency, ...key }: ApiKeyRecord): Omit<ApiKeyRecord, 'agencyId'> {
  return key;
}

/** The agency's API keys (as `listing-cli api-keys` manages them). Admins only. */
@ApiController('api-keys', 'api-keys')
@RequireRole('admin')
export class ApiKeysController {
  constructor(@Inject(ApiKeyService) private readonly keys: ApiKeyService) {}

  @Get()
  @ApiOperation({ summary: "The agency's keys, revoked ones too, oldest first (never the keys themselves)." })
  @ApiOkResponse({ type: ApiKeyList })
  @ProblemResponse('validation', 'The sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: ApiKeyListQuery): Promise<ListAnswer<Omit<ApiKeyRecord, 'agencyId'>>> {
    const page = keysetRequest(query, BY_ID);
    return listAnswer(await this.keys.page(request.caller!.tenant.agencyId, page), page, keyDocument);
  }

  @Post()
  @IdempotentPost()
  @ShownOnce('key')
  @ApiOperation({ summary: 'Makes a key for the agency; the answer holds the key, shown once (only its SHA-256 is stored).' })
  @ApiCreatedResponse({ type: CreatedApiKeyDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: ApiKeyBody): Promise<Omit<ApiKeyRecord, 'agencyId'> & { key: string }> {
    const { tenant, actor } = request.caller!;
    const { key, record } = await this.keys.create(tenant.agencyId, body.name, body.role, new Date(), actor);
    locate(response, `api-keys/${record.id}`);
    return { ...keyDocument(record), key };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One key (never the key itself).' })
  @ApiOkResponse({ type: ApiKeyDocument })
  @ProblemResponse('not-found', 'No key of the agency has this id.')
  async get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<Omit<ApiKeyRecord, 'agencyId'>> {
    return keyDocument(await this.keys.get(request.caller!.tenant.agencyId, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revokes a key: calls with it are refused from now on. It stays listed, with revokedAt.', description: 'Revoking a revoked key changes nothing.' })
  @ApiNoContentResponse({ description: 'Revoked.' })
  @ProblemResponse('not-found', 'No key of the agency has this id.')
  async revoke(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.keys.revoke(id, tenant.agencyId, new Date(), actor);
  }
}
