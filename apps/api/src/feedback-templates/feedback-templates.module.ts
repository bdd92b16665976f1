import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  AddFeedbackTemplateCommandHandler,
  DeleteFeedbackTemplateCommandHandler,
  EditFeedbackTemplateCommandHandler,
  SetFeedbackReminderCadenceCommandHandler,
} from './feedback-template.commands';
import { FeedbackReminderCadenceQueryHandler, FeedbackTemplateQueryHandler, ListFeedbackTemplatesQueryHandler } from './feedback-template.queries';
import { FeedbackReminderSettingsHttpController } from './feedback-reminder-settings.http.controller';
import { FeedbackTemplatesHttpController } from './feedback-templates.http.controller';

/**
 * Interview feedback templates (spec 03 "Feedback template"): company rows written through RelationalWriter
 * (docs/adr/0009); interviews read them with infra's loadFeedbackTemplate when feedback is submitted.
 */
@Module({
  imports: [CqrsModule],
  controllers: [FeedbackTemplatesHttpController, FeedbackReminderSettingsHttpController],
  providers: [
    ListFeedbackTemplatesQueryHandler,
    FeedbackTemplateQueryHandler,
    AddFeedbackTemplateCommandHandler,
    EditFeedbackTemplateCommandHandler,
    DeleteFeedbackTemplateCommandHandler,
    FeedbackReminderCadenceQueryHandler,
    SetFeedbackReminderCadenceCommandHandler,
  ],
})
export class FeedbackTemplatesModule {}
