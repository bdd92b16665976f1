import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AutomatedCandidateEmails } from './automated-emails';
import { CandidateEmailComposer } from './candidate-email-composer';
import { CancelScheduledEmailCommandHandler, SendCandidateEmailCommandHandler } from './emails.command-handler';
import { EmailsHttpController } from './emails.http.controller';
import { ListEmailsQueryHandler } from './emails.query-handler';

/**
 * The Emails tab (spec 02 §2.13): send, schedule, cancel, list with replies. Global so the archive and move
 * actions, which send the rejection and invitation e-mails, reach the one composer.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [EmailsHttpController],
  providers: [CandidateEmailComposer, AutomatedCandidateEmails, SendCandidateEmailCommandHandler, CancelScheduledEmailCommandHandler, ListEmailsQueryHandler],
  exports: [CandidateEmailComposer, AutomatedCandidateEmails],
})
export class ApplicationEmailsModule {}
