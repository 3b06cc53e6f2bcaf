import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DemoAccountProbe } from '../seeding/demo-account.js';
import { HELP_HEADERS } from '../soap/help/layout.js';
import { requestOrigin } from '../soap/http/request-address.js';
import { sendEmpty } from '../soap/http/responses.js';
import { DocumentLibrary } from './documents.js';
import { renderHomePage } from './home-page.js';

/** `/`: where the interfaces and the documents are; `/docs/`: the documents as HTML pages and their index. */
@Controller()
export class HomeController {
  private readonly documents = DocumentLibrary.fromProject();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DemoAccountProbe) private readonly demo: DemoAccountProbe,
  ) {}

  @Get()
  async home(@Req() request: Request, @Res() response: Response): Promise<void> {
    const body = renderHomePage({
      origin: requestOrigin(request, this.config.trustProxy),
      asmxServiceName: this.config.asmxServiceName,
      documents: this.documents.list(),
      demoAccount: await this.demo.current(),
    });
    this.sendPage(response, body);
  }

  @Get('docs')
  index(@Req() request: Request, @Res() response: Response): void {
    // The pages link to each other relatively, so the index must be addressed as a folder.
    if (!request.path.endsWith('/')) {
      response.redirect(301, 'docs/');
      return;
    }
    this.sendPage(response, this.documents.index(this.config.asmxServiceName));
  }

  @Get('docs/:name')
  document(@Param('name') name: string, @Res() response: Response): void {
    const page = this.documents.page(name, this.config.asmxServiceName);
    if (page === undefined) return sendEmpty(response, 404);
    this.sendPage(response, page);
  }

  /** A page with the help pages' headers (sendText would replace their Cache-Control). */
  private sendPage(response: Response, body: string): void {
    const bytes = Buffer.from(body, 'utf8');
    response.statusCode = 200;
    for (const [name, value] of Object.entries(HELP_HEADERS)) response.setHeader(name, value);
    response.setHeader('Content-Length', bytes.length);
    response.end(bytes);
  }
}
