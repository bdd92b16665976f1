import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../identity/public.decorator';
import { ErrorResponse } from '../../platform/openapi';
import { feedNotFound, JobFeedQuery } from './job-feed.query-handler';

const FEED_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xml$/i;

/** The XML job feed job-board aggregators pull (the 'xml-feed' board): public, no token. */
@ApiTags('job-board-postings')
@Controller('job-feeds')
export class JobFeedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':feed')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'A company’s XML job feed: its jobs posted to the XML feed while they are on the career page' })
  @ApiParam({ name: 'feed', description: '<companyId>.xml', schema: { type: 'string', maxLength: 40, pattern: FEED_FILE.source } })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'The feed: <source> with a <job> per posting', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponse })
  feed(@Param('feed') feed: string): Promise<string> {
    const companyId = FEED_FILE.exec(feed)?.[1];
    if (!companyId) throw feedNotFound();
    return this.queries.execute(new JobFeedQuery(companyId.toLowerCase()));
  }
}
