import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every use case's controller of the e-mail templates settings (spec 03 §7 "Email templates"). */
export const EmailTemplatesHttpController = () =>
  applyDecorators(ApiTags('email templates'), ApiBearerAuth(), Controller('company-email-templates'));
