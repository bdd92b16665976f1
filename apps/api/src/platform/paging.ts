import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Far beyond any list a person pages through; a larger page number would only make the database skip rows. */
export const MAX_PAGE = 100_000;

/** A 1-based page number from the query string, at most MAX_PAGE. */
export const PageNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1, maximum: MAX_PAGE }),
    IsOptional(),
    Transform(({ value }) => Number(value)),
    IsInt(),
    Min(1),
    Max(MAX_PAGE),
  );

/** A page size from the query string, at most `max`. */
export const PageSize = (defaultSize: number, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', default: defaultSize, minimum: 1, maximum: max }),
    IsOptional(),
    Transform(({ value }) => Number(value)),
    IsInt(),
    Min(1),
    Max(max),
  );
