import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FEEDBACK_TEMPLATE_PERMISSIONS as P } from '@ats/domain/feedback-templates';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import { AddFeedbackTemplateCommand, DeleteFeedbackTemplateCommand, EditFeedbackTemplateCommand } from './feedback-template.commands';
import { FeedbackTemplateQuery, ListFeedbackTemplatesQuery } from './feedback-template.queries';
import { FeedbackTemplateRequestDto } from './feedback-template.request.dto';
import { FeedbackTemplateIdResponseDto, FeedbackTemplateResponseDto } from './feedback-template.response.dto';

/** Read by the settings and by schedulers picking the interview's template and interviewers scoring it. */
const READERS = { permissions: [P.list, P.add, P.edit, P.viewAndSubmitScores, P.scheduleInterviews] };

/**
 * Interview feedback templates (spec 03 §2.1 "Interview feedback templates", "Feedback template"): the
 * generic resource pattern; every read and write is of the caller's company (another company's id: 404).
 */
@ApiTags('interview feedback templates')
@ApiBearerAuth()
@Controller('feedback-templates')
export class FeedbackTemplatesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess(READERS)
  @Get()
  @ApiOperation({ summary: 'The company’s interview feedback templates by name' })
  @ApiOkResponse({ type: [FeedbackTemplateResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<FeedbackTemplateResponseDto[]> {
    return this.queries.execute(new ListFeedbackTemplatesQuery(caller.companyId));
  }

  @RouteAccess(READERS)
  @Get(':id')
  @ApiOperation({ summary: 'One interview feedback template' })
  @ApiOkResponse({ type: FeedbackTemplateResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<FeedbackTemplateResponseDto> {
    return this.queries.execute(new FeedbackTemplateQuery(caller.companyId, id));
  }

  @RouteAccess({ permissions: [P.add] })
  @Post()
  @ApiOperation({ summary: 'Add an interview feedback template' })
  @ApiCreatedResponse({ type: FeedbackTemplateIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: FeedbackTemplateRequestDto): Promise<FeedbackTemplateIdResponseDto> {
    return this.commands.execute(new AddFeedbackTemplateCommand(caller, body));
  }

  @RouteAccess({ permissions: [P.edit] })
  @Put(':id')
  @ApiOperation({ summary: 'Replace an interview feedback template’s name, scale, sections and skills' })
  @ApiOkResponse({ type: FeedbackTemplateIdResponseDto })
  @ApiErrorResponses(409)
  edit(@CurrentCaller() caller: Caller, @IdParam() id: string, @Body() body: FeedbackTemplateRequestDto): Promise<FeedbackTemplateIdResponseDto> {
    return this.commands.execute(new EditFeedbackTemplateCommand(caller, id, body));
  }

  @RouteAccess({ permissions: [P.delete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an interview feedback template' })
  @ApiOkResponse({ type: FeedbackTemplateIdResponseDto })
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<FeedbackTemplateIdResponseDto> {
    return this.commands.execute(new DeleteFeedbackTemplateCommand(caller, id));
  }
}
