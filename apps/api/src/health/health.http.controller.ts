import { Controller, Get, HttpStatus, Module, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../identity/public.decorator';
import { SystemHealth } from './system-health';

/**
 * The state of PostgreSQL, Temporal and Kafka, and of every downstream consumer of the event log. Anything
 * wrong answers 503 "degraded", so a load balancer or monitor sees it without reading the body.
 */
@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  constructor(private readonly system: SystemHealth) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Health of the servers and of every consumer of the event log' })
  @ApiResponse({ status: 200, description: 'Everything is up and every consumer keeps up.' })
  @ApiResponse({
    status: 503,
    description: 'Degraded: a server is down, or a consumer is failing or stalled (which, where, why).',
  })
  async health(@Res({ passthrough: true }) response: Response) {
    const report = await this.system.report();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}

@Module({ controllers: [HealthHttpController], providers: [SystemHealth] })
export class HealthModule {}
