import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** The apply portal's use cases (spec 03 §2.3): public job forms, and candidate-token routes. */
export const ApplyPortalHttpController = () => applyDecorators(ApiTags('apply portal'), ApiBearerAuth(), Controller('apply-portal'));
