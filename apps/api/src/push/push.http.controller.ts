import { Body, Controller, Get, Headers, HttpCode, Module, Post, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PushMessage } from '@ats/infra/push/push-store';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { Public } from '../identity/public.decorator';
import { ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { AcknowledgePushRequestDto, isEventId, PushStreamRequestDto } from './push.request.dto';
import { AcknowledgePushResponseDto, PushTicketResponseDto } from './push.response.dto';
import { PushHub } from './push-hub';
import { PushStreams } from './push-streams';
import { PushTickets } from './push-ticket';
import { PushStreamOrder } from './push-stream-order';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** EventSource waits this long before it reconnects by itself (with Last-Event-ID). */
const RECONNECT_MS = 3_000;

const frame = (message: PushMessage) => `id: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * Real-time push (spec 01 §3.9, §4.9) as server-sent events: the caller's messages as they happen, fed from
 * Kafka, resumable from the last event id. Each user sees only their own.
 */
@ApiTags('push')
@Controller('push')
export class PushHttpController {
  constructor(
    private readonly tickets: PushTickets,
    private readonly streams: PushStreams,
    private readonly hub: PushHub,
  ) {}

  @Post('tickets')
  @ApiBearerAuth()
  @RouteAccess(ANY_SIGNED_IN_USER)
  @ApiOperation({ summary: 'A one-minute ticket that opens the caller’s push stream (GET /push/stream?ticket=…)' })
  @ApiOkResponse({ type: PushTicketResponseDto })
  @HttpCode(200)
  issueTicket(@CurrentCaller() caller: Caller): Promise<PushTicketResponseDto> {
    return this.tickets.issue(caller);
  }

  @Get('stream')
  @Public()
  @ApiOperation({
    summary: 'The caller’s push messages as server-sent events; resumes after Last-Event-ID (header) or lastEventId',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream: one event per message, its id the message id' })
  async stream(
    @Query() query: PushStreamRequestDto,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const owner = await this.tickets.verify(query.ticket);
    if (!owner || !(await this.streams.stillMember(owner))) throw new UnauthorizedException('Please sign in to continue.');
    // The header (EventSource's own reconnect) wins over the query (a reconnect with a fresh ticket).
    const lastEventId = isEventId(lastEventIdHeader) ? lastEventIdHeader : (query.lastEventId ?? null);

    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: ${RECONNECT_MS}\n\n`);

    const stream = new PushStreamOrder((message) => response.write(frame(message)));
    const unsubscribe = this.hub.subscribe(owner.userId, (message) => {
      if (message.companyId === owner.companyId) stream.live(message);
    });
    const heartbeat = setInterval(() => response.write(`: keep-alive\n\n`), HEARTBEAT_MS);
    request.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    try {
      stream.replayed(await this.streams.replay(owner, lastEventId));
    } finally {
      stream.goLive();
    }
  }

  @Post('acknowledge')
  @ApiBearerAuth()
  @RouteAccess(ANY_SIGNED_IN_USER)
  @ApiOperation({ summary: 'Messages the client handled: shown toasts are deleted, progress updates marked received' })
  @ApiOkResponse({ type: AcknowledgePushResponseDto })
  @HttpCode(200)
  async acknowledge(@CurrentCaller() caller: Caller, @Body() body: AcknowledgePushRequestDto): Promise<AcknowledgePushResponseDto> {
    return { success: true, count: await this.streams.acknowledge(caller, body.ids) };
  }
}

@Module({ controllers: [PushHttpController], providers: [PushTickets, PushStreams, PushHub], exports: [PushHub] })
export class PushModule {}
