import { Controller, Get, Inject, Module, NotFoundException, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import type { AtsConfig } from '@ats/infra/config';
import { isLoopbackCaller } from '../dev-mailbox/dev-mailbox.http.controller';
import { Public } from '../identity/public.decorator';
import { PageSize } from '../platform/paging';
import { ATS_CONFIG } from '../platform/tokens';
import { DevSmsOutboxQuery, DevSmsOutboxQueryHandler } from './dev-sms-outbox.query-handler';

export class DevSmsOutboxQueryDto {
  @ApiPropertyOptional({ description: 'Only messages to this number (spaces aside)', example: '+971 501234567', maxLength: 30 })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  to?: string;

  @PageSize(20, 100) take?: number;
}

/**
 * The development SMS outbox, the text-message twin of the development mailbox: what the product would have
 * texted (the recorder's link to a phone). Only where the development mailbox exists (`ATS_DEV_MAILBOX=true`),
 * only for callers on this machine.
 */
@ApiTags('development mailbox')
@Controller('dev-sms-outbox')
export class DevSmsOutboxHttpController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Outgoing text messages, newest first (development only)' })
  async list(@Query() query: DevSmsOutboxQueryDto, @Req() request: Pick<Request, 'socket'>) {
    if (!this.config.devMailbox || !isLoopbackCaller(request)) throw new NotFoundException('Not found');
    return this.queries.execute(new DevSmsOutboxQuery({ to: query.to, take: query.take ?? 20 }));
  }
}

@Module({ controllers: [DevSmsOutboxHttpController], providers: [DevSmsOutboxQueryHandler] })
export class DevSmsOutboxModule {}
