import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

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
