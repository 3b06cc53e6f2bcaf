import type { ServerResponse } from 'node:http';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { Metrics } from './metrics.js';

/** `/metrics` in the Prometheus text format (docs/deployment.md lists the series). */
@Controller()
export class MetricsController {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  @Get('metrics')
  async scrape(@Res() response: ServerResponse): Promise<void> {
    const { contentType, body } = await this.metrics.render();
    response.statusCode = 200;
    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.end(body);
  }
}
