import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CandidateAccounts } from '../apply-portal/candidate-account';
import { ApprovalFlowsModule } from '../approval-flows/approval-flows.module';
import { OfferApprovalLinks } from './approval-links/offer-approval-links';
import { ApplicationEmailsModule } from '../applications/emails/application-emails.module';
import { CandidateOfferAnswerCommandHandler, CandidateOfferLetterQueryHandler, CandidateOfferQueryHandler } from './candidate-offer/candidate-offer.handlers';
import { CandidateOffersHttpController } from './candidate-offer/candidate-offers.http.controller';
import { CreateOfferCommandHandler } from './create-offer/create-offer.command-handler';
import { OfferActionCommandHandler } from './offer-actions/offer-actions.command-handler';
import { OfferDocumentsModule } from './offer-documents.module';
import { OfferEmails } from './offer-emails';
import { OfferLetters } from './offer-letters';
import { ListOffersQueryHandler, OfferDetailsQueryHandler, OfferHistoryExportQueryHandler, OfferLetterQueryHandler } from './offer-queries/offer-queries.query-handler';
import { OffersHttpController } from './offers.http.controller';
import { RequisitionSettingHttpController } from './requisition-setting/requisition-setting.http.controller';
import { RequisitionsForOfferQueryHandler } from './requisition-setting/requisitions-for-offer.query-handler';
import { ToggleRequisitionSettingCommandHandler } from './requisition-setting/toggle-requisition-setting.command-handler';

/**
 * Offers (spec 03 "Offer", "Offer statuses and transitions", §2.2, §2.3 offer acceptance): the event-sourced
 * offer (domain/offers) with its letters (LibreOffice, the blob store), e-mails (the application's thread) and the
 * candidate's offer page.
 */
@Module({
  imports: [CqrsModule, OfferDocumentsModule, ApplicationEmailsModule, ApprovalFlowsModule],
  controllers: [OffersHttpController, CandidateOffersHttpController, RequisitionSettingHttpController],
  providers: [
    OfferLetters,
    OfferApprovalLinks,
    OfferEmails,
    CandidateAccounts,
    CreateOfferCommandHandler,
    OfferActionCommandHandler,
    ListOffersQueryHandler,
    OfferDetailsQueryHandler,
    OfferHistoryExportQueryHandler,
    OfferLetterQueryHandler,
    CandidateOfferQueryHandler,
    CandidateOfferLetterQueryHandler,
    CandidateOfferAnswerCommandHandler,
    ToggleRequisitionSettingCommandHandler,
    RequisitionsForOfferQueryHandler,
  ],
})
export class OffersModule {}
