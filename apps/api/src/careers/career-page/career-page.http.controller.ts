import { createHash } from 'node:crypto';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { CareerJobFilters } from '@ats/projections/jobs/career-page.query';
import { Public } from '../../identity/public.decorator';
import { IdParam } from '../../platform/id-param';
import { MAX_CAREER_NAME_LENGTH } from '../../platform/openapi';
import { PageNumber, PageSize } from '../../platform/paging';
import { POSITION_TYPE_VALUES, WORK_TYPE_VALUES } from '../../jobs/job-queries/job.response.dto';
import { CareerJobQuery, CareerPageQuery, CompanyJobsQuery } from './career-page.query-handler';
import { CareerJobResponseDto, CareerJobsResponseDto, CareerPageResponseDto } from './career-page.response.dto';

export class CareerPageRequestDto {
  @PageNumber() page?: number;
  @PageSize(20, 100) take?: number;
  @ApiPropertyOptional({ maxLength: 255, description: 'Search by job title' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  search?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  departmentId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  locationId?: string;

  @ApiPropertyOptional({ type: 'string', enum: WORK_TYPE_VALUES })
  @IsOptional()
  @IsIn(WORK_TYPE_VALUES)
  workType?: string;

  @ApiPropertyOptional({ type: 'string', enum: POSITION_TYPE_VALUES })
  @IsOptional()
  @IsIn(POSITION_TYPE_VALUES)
  positionType?: string;
}

/** A career name longer than any the product gives names no career page. */
const careerName = (value: string) => value.slice(0, MAX_CAREER_NAME_LENGTH + 1);

const filtersOf = (query: CareerPageRequestDto): CareerJobFilters => ({
  search: query.search ?? '',
  departmentId: query.departmentId ?? null,
  locationId: query.locationId ?? null,
  workType: query.workType ?? null,
  positionType: query.positionType ?? null,
});

/** The public career page and job pages (spec 03): no token, only what a company published there. */
@ApiTags('careers')
@Controller('careers')
export class CareerPageHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Keyed by company ID for a company's own careers site: cacheable for a minute, with an ETag of the answer,
   * so a site polling it gets 304 and no body while nothing changed.
   */
  @Public()
  @Get('company/:companyId/jobs')
  @ApiOperation({ summary: 'The public jobs API: a company’s open career-page jobs by company ID (JSON, cacheable, ETag)' })
  @ApiOkResponse({ type: CareerJobsResponseDto })
  async companyJobs(
    @IdParam('companyId') companyId: string,
    @Query() query: CareerPageRequestDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const body = await this.queries.execute(new CompanyJobsQuery(companyId, filtersOf(query), query.page ?? 1, query.take ?? 20));
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    response.setHeader('Cache-Control', 'public, max-age=60');
    response.setHeader('ETag', etag);
    const given = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (given.includes(etag)) {
      response.status(304).end();
      return;
    }
    response.status(200).type('application/json').send(json);
  }

  @Public()
  @Get(':companyName/jobs')
  @ApiOperation({ summary: 'A company’s career page: its brand, content, filters and open jobs' })
  @ApiOkResponse({ type: CareerPageResponseDto })
  jobs(@Param('companyName') companyName: string, @Query() query: CareerPageRequestDto): Promise<CareerPageResponseDto> {
    return this.queries.execute(new CareerPageQuery(careerName(companyName), filtersOf(query), query.page ?? 1, query.take ?? 20));
  }

  @Public()
  @Get(':companyName/jobs/:id')
  @ApiOperation({ summary: 'A public job page; a job closed since answers with open = false' })
  @ApiOkResponse({ type: CareerJobResponseDto })
  job(@Param('companyName') companyName: string, @IdParam() id: string): Promise<CareerJobResponseDto> {
    return this.queries.execute(new CareerJobQuery(careerName(companyName), id));
  }
}
