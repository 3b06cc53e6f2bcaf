import { All, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { callerAddress, requestOrigin } from '../http/request-address.js';
import { sendEmpty, sendText } from '../http/responses.js';
import { ALLOWED_METHODS } from '../http/server-hardening.js';
import type { WireResponse } from './soap-endpoint.js';
import { type TransportRequest, V12Transport } from './v12-transport.js';

/** Routes of the v1.2 interface; each hands the request to V12Transport and writes its answer. */
@Controller('1.2/APIService.svc')
export class V12Controller {
  constructor(
    @Inject(V12Transport) private readonly transport: V12Transport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  describe(@Req() request: Request, @Res() response: Response): void {
    send(response, this.transport.describe(this.transportRequest(request)));
  }

  @Post()
  async soap(@Req() request: Request, @Res() response: Response): Promise<void> {
    send(response, await this.transport.soapCall(this.transportRequest(request)));
  }

  /** Any other method on the endpoint itself: 405, as the first interface answers. */
  @All()
  other(@Req() request: Request, @Res() response: Response): void {
    request.resume();
    sendEmpty(response, 405, { Allow: ALLOWED_METHODS });
  }

  @All(':operation')
  async form(@Req() request: Request, @Res() response: Response, @Param('operation') operation: string): Promise<void> {
    send(response, await this.transport.formCall(this.transportRequest(request), operation));
  }

  private transportRequest(request: Request): TransportRequest {
    const url = request.originalUrl;
    const queryStart = url.indexOf('?');
    return {
      raw: request,
      method: request.method,
      query: queryStart < 0 ? '' : url.slice(queryStart + 1),
      baseUrl: requestOrigin(request, this.config.trustProxy),
      clientAddress: callerAddress(request),
    };
  }
}

function send(response: Response, answer: WireResponse): void {
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  if (answer.contentType) sendText(response, answer.status, answer.contentType, answer.body);
  else sendEmpty(response, answer.status, answer.status === 413 || answer.status === 408 ? { Connection: 'close' } : {});
}
