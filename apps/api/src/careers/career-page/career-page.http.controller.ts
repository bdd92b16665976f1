import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '../../identity/public.decorator';
import { IdParam } from '../../platform/id-param';
import { MAX_CAREER_NAME_LENGTH } from '../../platform/openapi';
import { PageNumber, PageSize } from '../../platform/paging';
import { CareerJobQuery, CareerPageQuery } from './career-page.query-handler';
import { CareerJobResponseDto, CareerPageResponseDto } from './career-page.response.dto';

export class CareerPageRequestDto {
  @PageNumber() page?: number;
  @PageSize(20, 100) take?: number;
  @ApiPropertyOptional({ maxLength: 255, description: 'Search by job title' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  search?: string;
}

/** A career name longer than any the product gives names no career page. */
const careerName = (value: string) => value.slice(0, MAX_CAREER_NAME_LENGTH + 1);

/** The public career page and job pages (spec 03): no token, only what a company published there. */
@ApiTags('careers')
@Controller('careers')
export class CareerPageHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':companyName/jobs')
  @ApiOperation({ summary: 'A company’s open career-page jobs' })
  @ApiOkResponse({ type: CareerPageResponseDto })
  jobs(@Param('companyName') companyName: string, @Query() query: CareerPageRequestDto): Promise<CareerPageResponseDto> {
    return this.queries.execute(new CareerPageQuery(careerName(companyName), query.search ?? '', query.page ?? 1, query.take ?? 20));
  }

  @Public()
  @Get(':companyName/jobs/:id')
  @ApiOperation({ summary: 'A public job page; a job closed since answers with open = false' })
  @ApiOkResponse({ type: CareerJobResponseDto })
  job(@Param('companyName') companyName: string, @IdParam() id: string): Promise<CareerJobResponseDto> {
    return this.queries.execute(new CareerJobQuery(careerName(companyName), id));
  }
}
