import type { IncomingMessage, ServerResponse } from 'node:http';
import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { AsmxDispatcher } from './asmx-dispatcher.js';

/**
 * Hands every request under /serviceapi.asmx (any case) to the dispatcher, which writes the response itself.
 * The fast lane (src/soap/http/fast-lane.ts) answers these paths before Express; this route serves the
 * request targets it leaves to Express (an absolute URL, a `#` or a space in the target).
 */
@Controller()
export class AsmxController {
  constructor(@Inject(AsmxDispatcher) private readonly dispatcher: AsmxDispatcher) {}

  @All(['serviceapi.asmx', 'serviceapi.asmx/{*method}'])
  handle(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    return this.dispatcher.handle(request, response);
  }
}
