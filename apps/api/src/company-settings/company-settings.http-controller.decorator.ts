import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every use case's controller of a settings list: its path, the OpenAPI tag, the bearer token. */
const settingsController = (path: string, tag: string) => () =>
  applyDecorators(ApiTags(tag), ApiBearerAuth(), Controller(path));

export const LocationsHttpController = settingsController('locations', 'locations and departments');
export const DepartmentsHttpController = settingsController('departments', 'locations and departments');
export const PipelineTemplatesHttpController = settingsController('pipeline-templates', 'stage pipeline templates');
