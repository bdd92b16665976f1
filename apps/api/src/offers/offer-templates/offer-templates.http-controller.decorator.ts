import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every use case's controller of offer letter templates (spec 03 §2.2, "Offer letter template"). */
export const OfferTemplatesHttpController = () =>
  applyDecorators(ApiTags('offer letter templates'), ApiBearerAuth(), Controller('company-offer-templates'));
