import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { AiHeadhuntingWaitlistQuery, JoinAiHeadhuntingWaitlistCommand } from './ai-headhunting-waitlist.handlers';

export class AiHeadhuntingWaitlistResponseDto {
  @ApiProperty() joined!: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) joinedAt!: Date | null;
}

/** The publish page's 'AI Headhunting' card (spec 02 §2.6): the company joins the waitlist once. */
@ApiTags('jobs')
@ApiBearerAuth()
@Controller('ai-headhunting/waitlist')
export class AiHeadhuntingWaitlistHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Get()
  @ApiOperation({ summary: 'Whether the company has joined the AI Headhunting waitlist' })
  @ApiOkResponse({ type: AiHeadhuntingWaitlistResponseDto })
  state(@CurrentCaller() caller: Caller): Promise<AiHeadhuntingWaitlistResponseDto> {
    return this.queries.execute(new AiHeadhuntingWaitlistQuery(caller));
  }

  @RouteAccess({ permissions: [PERMISSIONS.jobsList] })
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Join the AI Headhunting waitlist (joining again changes nothing)' })
  @ApiOkResponse({ type: AiHeadhuntingWaitlistResponseDto })
  join(@CurrentCaller() caller: Caller): Promise<AiHeadhuntingWaitlistResponseDto> {
    return this.commands.execute(new JoinAiHeadhuntingWaitlistCommand(caller));
  }
}
