import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageNumber, PageSize } from '../../platform/paging';
import { AfterPosition } from '../../platform/read-model-freshness';

export const JOB_TABS = ['DRAFT', 'PUBLISHED', 'CLOSED', 'TALENT_POOL', 'GENERAL_APPLICATIONS'] as const;
export type JobTab = (typeof JOB_TABS)[number];
export const PUBLISHED_TYPES = ['careerPage', 'employeePortal'] as const;
export const VISIBILITIES = ['public', 'confidential'] as const;

/** `a,b` or repeated `?x=a&x=b`: both reach the handler as one list. */
const idList = () =>
  Transform(({ value }: { value: unknown }) =>
    (Array.isArray(value) ? value : String(value).split(',')).map((item) => String(item).trim()).filter(Boolean),
  );

const IdListFilter = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: 'string', maxLength: 100 * 37, description: `${description}; comma-separated ids (at most 100)` })(target, key);
  IsOptional()(target, key);
  idList()(target, key);
  IsArray()(target, key);
  ArrayMaxSize(100)(target, key);
  IsUUID('all', { each: true, message: 'Each filter value must be an id' })(target, key);
};

/** The query of GET /company-roles/v1/list (spec 02 §2.2, §7.1, §9: page 1, take 10). */
export class JobListRequestDto {
  @PageNumber() page?: number;
  @PageSize(10, 100) take?: number;
  /** Read-your-writes: the list waits until the jobs read model has passed this position. */
  @AfterPosition() afterPosition?: string;

  @ApiPropertyOptional({ enum: JOB_TABS, default: 'PUBLISHED' })
  @IsOptional()
  @IsIn(JOB_TABS)
  tab?: JobTab;

  @ApiPropertyOptional({ description: 'Search by job title', maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  search?: string;

  @IdListFilter('Departments') departmentIds?: string[];
  @IdListFilter('Locations') locationIds?: string[];
  @IdListFilter('Job owners') ownerIds?: string[];
  @IdListFilter('Recruiters') recruiterIds?: string[];
  @IdListFilter('Hiring managers') hiringManagerIds?: string[];

  @ApiPropertyOptional({ enum: PUBLISHED_TYPES, description: 'Published on the career page or the employee portal' })
  @IsOptional()
  @IsIn(PUBLISHED_TYPES)
  publishedType?: (typeof PUBLISHED_TYPES)[number];

  @ApiPropertyOptional({ enum: VISIBILITIES, description: 'Job visibility: listed publicly or confidential (unlisted)' })
  @IsOptional()
  @IsIn(VISIBILITIES)
  visibility?: (typeof VISIBILITIES)[number];

  @ApiPropertyOptional({ format: 'date', maxLength: 10, description: 'Published on or after this day' })
  @IsOptional()
  @IsDateString({}, { message: 'Please enter a valid date' })
  @MaxLength(10, { message: 'Please enter a valid date' })
  publishedFrom?: string;

  @ApiPropertyOptional({ format: 'date', maxLength: 10, description: 'Published on or before this day' })
  @IsOptional()
  @IsDateString({}, { message: 'Please enter a valid date' })
  @MaxLength(10, { message: 'Please enter a valid date' })
  publishedTo?: string;
}
