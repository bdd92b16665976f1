import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every bulk-action use case's controller: one path (spec 02 §7.3), one OpenAPI tag, the bearer token. */
export const BulkActionsHttpController = () => applyDecorators(ApiTags('bulk actions'), ApiBearerAuth(), Controller('bulk-actions'));
