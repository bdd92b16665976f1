import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every use case's controller of the module: its path, the OpenAPI tag, the bearer token. */
export const JobBoardPostingsHttpController = (path: 'company-roles' | 'job-board-postings') =>
  applyDecorators(ApiTags('job-board-postings'), ApiBearerAuth(), Controller(path));
