import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TEAM_ACCESS_TYPES, type TeamAccessType } from '@ats/domain/identity/team-members';
import { PageNumber, PageSize } from '../../platform/paging';

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value
      : value;

/** `?page&take&accessType=A,B&includeDeletedUsers&search` (spec 03 §7; 01 §7.3 asks take=1000). */
export class ListTeamMembersRequestDto {
  @PageNumber() page?: number;
  @PageSize(20, 1000) take?: number;

  @ApiPropertyOptional({ type: 'string', description: 'Comma-separated access types', example: 'COMPANY_ADMIN,COMPANY_RECRUITER', maxLength: 200 })
  @IsOptional()
  @Transform(commaList)
  @IsIn(TEAM_ACCESS_TYPES, { each: true, message: 'Please enter valid input' })
  @ArrayMaxSize(TEAM_ACCESS_TYPES.length, { message: 'Please enter valid input' })
  accessType?: TeamAccessType[];

  @ApiPropertyOptional({ type: 'boolean', default: false })
  @IsOptional()
  // Only the words true and false: anything else is refused, not read as false.
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  includeDeletedUsers?: boolean;

  @ApiPropertyOptional({ description: 'Part of the name or e-mail', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
