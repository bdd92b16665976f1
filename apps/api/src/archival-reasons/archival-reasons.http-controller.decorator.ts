import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every use case's controller of the module: one path, one OpenAPI tag, the bearer token. */
export const ArchivalReasonsHttpController = () =>
  applyDecorators(ApiTags('archival reasons'), ApiBearerAuth(), Controller('archival-reasons'));
