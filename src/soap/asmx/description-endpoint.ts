import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ASMX_OPERATIONS } from './catalog.js';
import { DocumentCache } from '../http/document-cache.js';
import { requestOrigin } from '../http/request-address.js';
import { sendText } from '../http/responses.js';
import { buildDisco, buildWsdl } from './wsdl.js';

export type DescriptionKind = 'wsdl' | 'disco';

/** Serves `?WSDL` and `?disco`, generated once per endpoint address and cached. */
@Injectable()
export class DescriptionEndpoint {
  private readonly cache = new DocumentCache();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  handle(request: IncomingMessage, response: ServerResponse, kind: DescriptionKind, path: string): void {
    const address = requestOrigin(request, this.config.trustProxy) + path;
    sendText(response, 200, 'text/xml; charset=utf-8', this.document(kind, address));
  }

  private document(kind: DescriptionKind, address: string): string {
    return this.cache.get(`${kind} ${address}`, () => {
      const options = { namespace: this.config.asmxNamespace, serviceName: this.config.asmxServiceName, address };
      return kind === 'wsdl' ? buildWsdl(ASMX_OPERATIONS, options) : buildDisco(options);
    });
  }
}
