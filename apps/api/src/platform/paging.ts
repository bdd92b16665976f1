import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A 1-based page number from the query string. */
export const PageNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1 }),
    IsOptional(),
    Transform(({ value }) => Number(value)),
    IsInt(),
    Min(1),
  );

/** A page size from the query string, at most `max`. */
export const PageSize = (defaultSize: number, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ default: defaultSize, minimum: 1, maximum: max }),
    IsOptional(),
    Transform(({ value }) => Number(value)),
    IsInt(),
    Min(1),
    Max(max),
  );
