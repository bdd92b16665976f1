import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MESSAGE = 'expectedRevision must be a whole number';
/** No stream holds a billion events; a larger revision is no revision a client was ever given. */
export const MAX_REVISION = 1_000_000_000;

/** The stream revision the caller last saw (optimistic concurrency): required, a whole number in range. */
export const ExpectedRevision = () =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_REVISION, description: 'The revision the caller last saw' }),
    IsInt({ message: MESSAGE }),
    Min(0, { message: MESSAGE }),
    Max(MAX_REVISION, { message: MESSAGE }),
  );

/** The same, for commands where sending it is the client's choice (a form saved over what it loaded). */
export const OptionalExpectedRevision = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_REVISION, description: 'The revision the caller last saw; a newer one answers 409' }),
    IsOptional(),
    IsInt({ message: MESSAGE }),
    Min(0, { message: MESSAGE }),
    Max(MAX_REVISION, { message: MESSAGE }),
  );
