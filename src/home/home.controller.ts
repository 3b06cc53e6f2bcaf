import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DemoAccountProbe } from '../seeding/demo-account.js';
import { HELP_HEADERS } from '../soap/help/layout.js';
import { requestOrigin } from '../soap/http/request-address.js';
import { sendEmpty, sendText } from '../soap/http/responses.js';
import { renderHomePage } from './home-page.js';

/** The project's docs/ folder (beside src/ and dist/). */
const DOCS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');

/** The Markdown documents of docs/, read once at start (none when the folder is not deployed). */
function readDocuments(): ReadonlyMap<string, string> {
  try {
    const names = readdirSync(DOCS_DIR).filter((name) => /^[a-z0-9-]+\.md$/.test(name)).sort();
    return new Map(names.map((name) => [name, readFileSync(join(DOCS_DIR, name), 'utf8')]));
  } catch {
    return new Map();
  }
}

/** `/`: where the interfaces and the documents are; `/docs/<name>.md`: the documents as Markdown text. */
@Controller()
export class HomeController {
  private readonly documents = readDocuments();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DemoAccountProbe) private readonly demo: DemoAccountProbe,
  ) {}

  @Get()
  async home(@Req() request: Request, @Res() response: Response): Promise<void> {
    const body = renderHomePage({
      origin: requestOrigin(request, this.config.trustProxy),
      asmxServiceName: this.config.asmxServiceName,
      documents: [...this.documents.keys()],
      demoAccount: await this.demo.current(),
    });
    for (const [name, value] of Object.entries(HELP_HEADERS)) response.setHeader(name, value);
    sendText(response, 200, HELP_HEADERS['Content-Type']!, body);
  }

  @Get('docs/:name')
  document(@Param('name') name: string, @Res() response: Response): void {
    const text = this.documents.get(name);
    if (text === undefined) return sendEmpty(response, 404);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    sendText(response, 200, 'text/markdown; charset=utf-8', text);
  }
}
