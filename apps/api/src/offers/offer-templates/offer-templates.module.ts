import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OfferDocumentsModule } from '../offer-documents.module';
import { AddOfferTemplateCommandHandler } from './add-offer-template/add-offer-template.command-handler';
import { AddOfferTemplateHttpController } from './add-offer-template/add-offer-template.http.controller';
import { DeleteOfferTemplateCommandHandler } from './delete-offer-template/delete-offer-template.command-handler';
import { DeleteOfferTemplateHttpController } from './delete-offer-template/delete-offer-template.http.controller';
import { EditOfferTemplateCommandHandler } from './edit-offer-template/edit-offer-template.command-handler';
import { EditOfferTemplateHttpController } from './edit-offer-template/edit-offer-template.http.controller';
import {
  ListOfferTemplatesQueryHandler,
  OfferTemplateLetterQueryHandler,
  OfferTemplateQueryHandler,
} from './offer-template-queries/offer-template-queries.query-handler';
import { OfferTemplateQueriesHttpController } from './offer-template-queries/offer-template-queries.http.controller';

/**
 * Offer letter templates (spec 03 §2.2 "Offer letter templates", "Offer letter template", §5 "Offer
 * template"): company rows written through RelationalWriter (docs/adr/0009), letters in the blob store.
 */
@Module({
  imports: [CqrsModule, OfferDocumentsModule],
  controllers: [
    OfferTemplateQueriesHttpController,
    AddOfferTemplateHttpController,
    // PUT :id/letter before PUT :id
    EditOfferTemplateHttpController,
    DeleteOfferTemplateHttpController,
  ],
  providers: [
    ListOfferTemplatesQueryHandler,
    OfferTemplateQueryHandler,
    OfferTemplateLetterQueryHandler,
    AddOfferTemplateCommandHandler,
    EditOfferTemplateCommandHandler,
    DeleteOfferTemplateCommandHandler,
  ],
})
export class OfferTemplatesModule {}
