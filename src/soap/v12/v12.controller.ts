import type { ServerResponse } from 'node:http';
import { All, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { AddressedRequest } from '../http/request-address.js';
import { V12Dispatcher } from './v12-dispatcher.js';

/**
 * Routes of the v1.2 interface; each hands the request to V12Dispatcher, which writes the answer.
 * The fast lane (src/soap/http/fast-lane.ts) answers these paths before Express; the routes serve
 * the request targets it leaves to Express (an absolute URL, a `#` or a space in the target).
 */
@Controller('1.2/APIService.svc')
export class V12Controller {
  constructor(@Inject(V12Dispatcher) private readonly dispatcher: V12Dispatcher) {}

  @Get()
  describe(@Req() request: AddressedRequest, @Res() response: ServerResponse): void {
    this.dispatcher.describe(request, response);
  }

  @Post()
  soap(@Req() request: AddressedRequest, @Res() response: ServerResponse): Promise<void> {
    return this.dispatcher.soap(request, response);
  }

  /** Any other method on the endpoint itself: 405, as the first interface answers. */
  @All()
  other(@Req() request: AddressedRequest, @Res() response: ServerResponse): void {
    this.dispatcher.refuse(request, response);
  }

  @All(':operation')
  form(@Req() request: AddressedRequest, @Res() response: ServerResponse, @Param('operation') operation: string): Promise<void> {
    return this.dispatcher.form(request, response, operation);
  }
}
