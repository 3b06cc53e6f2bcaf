import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ASMX_OPERATIONS } from './catalog.js';
import { requestOrigin } from '../http/request-address.js';
import { sendText } from '../http/responses.js';
import { buildDisco, buildWsdl } from './wsdl.js';

/** Distinct addresses whose documents are kept; beyond that the cache starts afresh (Host headers are client-chosen). */
const MAX_CACHED_ADDRESSES = 64;

export type DescriptionKind = 'wsdl' | 'disco';

/** Serves `?WSDL` and `?disco`, generated once per endpoint address and cached. */
@Injectable()
export class DescriptionEndpoint {
  private readonly cache = new Map<string, string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  handle(request: IncomingMessage, response: ServerResponse, kind: DescriptionKind, path: string): void {
    const address = requestOrigin(request, this.config.trustProxy) + path;
    sendText(response, 200, 'text/xml; charset=utf-8', this.document(kind, address));
  }

  private document(kind: DescriptionKind, address: string): string {
    const key = `${kind} ${address}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      const options = { namespace: this.config.asmxNamespace, serviceName: this.config.asmxServiceName, address };
      text = kind === 'wsdl' ? buildWsdl(ASMX_OPERATIONS, options) : buildDisco(options);
      if (this.cache.size >= MAX_CACHED_ADDRESSES) this.cache.clear();
      this.cache.set(key, text);
    }
    return text;
  }
}
