import { Controller, Get, Inject, Module, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import type { AtsConfig } from '@ats/infra/config';
import { Public } from '../identity/public.decorator';
import { ATS_CONFIG } from '../platform/tokens';
import { DevMailboxQuery, DevMailboxQueryHandler } from './dev-mailbox.query-handler';
import { DevMailboxQueryDto } from './dev-mailbox.request.dto';

/** The socket's own peer: a proxy's X-Forwarded-For cannot make a remote caller look local. */
export const isLoopbackCaller = (request: Pick<Request, 'socket'>): boolean => {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
};

/**
 * The development mailbox: while no SMTP server is configured, outgoing mail stays in the outbox and a
 * person reads it here (e.g. a sign-in code). It is public because whoever reads it is not signed in yet —
 * which is exactly why it exists only where it is asked for (`ATS_DEV_MAILBOX=true`: `npm start`, `npm test`),
 * only for callers on this machine, and answers 404 as soon as `SMTP_URL` is set: then codes travel only by e-mail.
 */
@ApiTags('development mailbox')
@Controller('dev-mailbox')
export class DevMailboxHttpController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Outgoing mail, newest first (only while SMTP_URL is unset)' })
  async list(@Query() query: DevMailboxQueryDto, @Req() request: Pick<Request, 'socket'>) {
    if (!this.config.devMailbox || this.config.smtpUrl || !isLoopbackCaller(request))
      throw new NotFoundException('Not found');
    return this.queries.execute(new DevMailboxQuery({ to: query.to, page: query.page ?? 1, take: query.take ?? 20 }));
  }
}

@Module({ controllers: [DevMailboxHttpController], providers: [DevMailboxQueryHandler] })
export class DevMailboxModule {}
