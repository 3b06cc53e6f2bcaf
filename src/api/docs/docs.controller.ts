import type { ServerResponse } from 'node:http';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { HELP_HEADERS } from '../../soap/help/layout.js';
import { OpenApiDocumentHolder } from '../http/openapi.js';
import { Problem, PROBLEM_KINDS, type ProblemKind } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { renderDocsPage, renderProblemPage } from './docs-page.js';

function sendPage(response: ServerResponse, page: string): void {
  for (const [name, value] of Object.entries(HELP_HEADERS)) response.setHeader(name, value);
  response.setHeader('Content-Length', Buffer.byteLength(page));
  response.end(page);
}

/** The API's own description: the OpenAPI document, the human page, the problem types. No credentials needed. */
@Controller('api/v1')
@ApiTags('documentation')
export class DocsController {
  private page: string | null = null;

  constructor(@Inject(OpenApiDocumentHolder) private readonly document: OpenApiDocumentHolder) {}

  @Get('openapi.json')
  @ApiOperation({ summary: 'This OpenAPI 3.1 document.' })
  @ApiOkResponse({ description: 'The OpenAPI document.', content: { 'application/json': { schema: { type: 'object' } } } })
  openapi(@Res() response: ServerResponse): void {
    const json = this.document.text();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    response.end(json);
  }

  @Get('docs')
  @ApiOperation({ summary: 'The documentation of the API as a web page.' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Every route, parameter, answer and schema.', content: { 'text/html': { schema: { type: 'string' } } } })
  docs(@Res() response: ServerResponse): void {
    this.page ??= renderDocsPage(this.document.get());
    sendPage(response, this.page);
  }

  @Get('problems/:kind')
  @ApiOperation({ summary: 'The description of a problem type (the `type` URI of problem documents).' })
  @ApiParam({ name: 'kind', enum: Object.keys(PROBLEM_KINDS) })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'What the problem means and what to do.', content: { 'text/html': { schema: { type: 'string' } } } })
  @ProblemResponse('not-found', 'No such problem type.')
  problem(@Param('kind') kind: string, @Res() response: ServerResponse): void {
    if (!Object.hasOwn(PROBLEM_KINDS, kind)) throw new Problem('not-found', `There is no problem type "${kind.slice(0, 40)}".`);
    sendPage(response, renderProblemPage(kind as ProblemKind));
  }
}
