import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AgencyWebhooks, type WebhookDeliveryView, type WebhookView } from '../../webhooks/agency-webhooks.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { ShownOnce } from '../http/idempotency.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { locate, sentFields } from '../records/merge-patch.js';
import { CreatedWebhookDocument, WebhookBody, WebhookDeliveryDocument, WebhookDeliveryList, WebhookDocument, WebhookList, WebhookListQuery, WebhookPatch } from './webhooks.dto.js';

const BY_ID = { fields: ['id'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };
const NEWEST_FIRST = { fields: ['id'], defaultOrder: [{ field: 'id', direction: 'DESC' as const }], tieBreaker: 'id' };

/** The agency's webhook subscriptions (signed pushes of its changes, docs/sync.md) and their deliveries. Admins only. */
@ApiController('webhooks', 'webhooks')
@RequireRole('admin')
export class WebhooksController {
  constructor(@Inject(AgencyWebhooks) private readonly webhooks: AgencyWebhooks) {}

  @Get()
  @ApiOperation({ summary: "The agency's subscriptions, oldest first (never their secrets)." })
  @ApiOkResponse({ type: WebhookList })
  @ProblemResponse('validation', 'The sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: WebhookListQuery): Promise<ListAnswer<WebhookView>> {
    const page = keysetRequest(query, BY_ID);
    return listAnswer(await this.webhooks.list(request.caller!.tenant, page), page, (webhook) => webhook);
  }

  @Post()
  @IdempotentPost()
  @ShownOnce('secret')
  @ApiOperation({ summary: 'Subscribes an endpoint to the changes made from now on; the answer holds the signing secret, shown once.' })
  @ApiCreatedResponse({ type: CreatedWebhookDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed): a URL that is not http(s), carries credentials or names an internal address; an unknown event type.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: WebhookBody): Promise<WebhookView & { secret: string }> {
    const { tenant, actor } = request.caller!;
    const webhook = await this.webhooks.create(tenant, actor, sentFields(body));
    locate(response, `webhooks/${webhook.id}`);
    return webhook;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One subscription (never its secret).' })
  @ApiOkResponse({ type: WebhookDocument })
  @ProblemResponse('not-found', 'No subscription of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<WebhookView> {
    return this.webhooks.get(request.caller!.tenant, id);
  }

  @Patch(':id')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Changes the URL, the event types, or stops and restarts the deliveries (JSON Merge Patch).' })
  @ApiOkResponse({ type: WebhookDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No subscription of the agency has this id.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: WebhookPatch): Promise<WebhookView> {
    const { tenant, actor } = request.caller!;
    return this.webhooks.change(tenant, actor, id, sentFields(body), ifMatchVersions(request));
  }

  @Delete(':id')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the subscription and its deliveries still waiting.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No subscription of the agency has this id.')
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.webhooks.remove(tenant, actor, id, ifMatchVersions(request));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "The subscription's deliveries, newest first: status, attempts, last response code." })
  @ApiOkResponse({ type: WebhookDeliveryList })
  @ProblemResponse('not-found', 'No subscription of the agency has this id.')
  async deliveries(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Query() query: WebhookListQuery): Promise<ListAnswer<WebhookDeliveryView>> {
    const page = keysetRequest(query, NEWEST_FIRST);
    return listAnswer(await this.webhooks.deliveries(request.caller!.tenant, id, page), page, (delivery) => delivery);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Sends a delivery again now (with its webhook-id), whatever became of it.' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDocument, description: 'Queued: pending, tried at once.' })
  @ProblemResponse('not-found', 'No such subscription, or the delivery is not one of it.')
  redeliver(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('deliveryId', ParseIntPipe) deliveryId: number): Promise<WebhookDeliveryView> {
    const { tenant, actor } = request.caller!;
    return this.webhooks.redeliver(tenant, actor, id, deliveryId);
  }
}
