import { All, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { WireResponse } from './soap-endpoint.js';
import { type TransportRequest, V12Transport } from './v12-transport.js';

/** Routes of the v1.2 interface; each hands the request to V12Transport and writes its answer. */
@Controller('1.2/APIService.svc')
export class V12Controller {
  constructor(@Inject(V12Transport) private readonly transport: V12Transport) {}

  @Get()
  describe(@Req() request: Request, @Res() response: Response): void {
    send(response, this.transport.describe(transportRequest(request)));
  }

  @Post()
  async soap(@Req() request: Request, @Res() response: Response): Promise<void> {
    send(response, await this.transport.soapCall(transportRequest(request)));
  }

  @All(':operation')
  async form(@Req() request: Request, @Res() response: Response, @Param('operation') operation: string): Promise<void> {
    send(response, await this.transport.formCall(transportRequest(request), operation));
  }
}

function transportRequest(request: Request): TransportRequest {
  const url = request.originalUrl;
  const queryStart = url.indexOf('?');
  return {
    raw: request,
    method: request.method,
    query: queryStart < 0 ? '' : url.slice(queryStart + 1),
    baseUrl: `${request.protocol}://${request.host ?? 'localhost'}`,
    clientAddress: request.ip ?? request.socket.remoteAddress ?? '',
  };
}

function send(response: Response, answer: WireResponse): void {
  response.statusCode = answer.status;
  if (answer.contentType) response.setHeader('Content-Type', answer.contentType);
  response.setHeader('Content-Length', Buffer.byteLength(answer.body));
  response.end(answer.body);
}
