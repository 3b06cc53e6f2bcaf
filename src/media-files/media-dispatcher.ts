import type { ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { LaneDispatcher } from '../soap/http/fast-lane.js';
import type { AddressedRequest } from '../soap/http/request-address.js';
import { MediaFileServer } from './media-file-server.js';

/**
 * The /media/ paths the fast lane answers: GET and HEAD on the four segments in their plain forms
 * (digits, `project-` and digits, a lower-case `<preset>.<ext>`), which Express would hand to the
 * route unchanged. Anything else — %-escapes, a trailing slash, another method — goes through
 * Express to the same MediaFileServer, so both lanes answer alike.
 */
const LANE_PATH = /^\/media\/([0-9]{1,10})\/((?:project-)?[0-9]{1,10})\/([0-9]{1,10})\/([a-z]{1,10}\.[a-z]{1,10})$/;

/** Serves the public picture files on the fast lane (src/soap/http/fast-lane.ts), before Express and Nest. */
@Injectable()
export class MediaDispatcher implements LaneDispatcher {
  constructor(@Inject(MediaFileServer) private readonly files: MediaFileServer) {}

  claims(path: string, method: string | undefined): boolean {
    return (method === 'GET' || method === 'HEAD') && path.startsWith('/media/') && LANE_PATH.test(path);
  }

  handle(request: AddressedRequest, response: ServerResponse): Promise<void> | undefined {
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const [, agency = '', picture = '', version = '', file = ''] = LANE_PATH.exec(mark < 0 ? url : url.slice(0, mark)) ?? [];
    return this.files.serve(request, response, { agency, picture, version, file });
  }
}
