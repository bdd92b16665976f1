import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddEmailTemplateCommandHandler } from './add-email-template/add-email-template.command-handler';
import { AddEmailTemplateHttpController } from './add-email-template/add-email-template.http.controller';
import { CloneEmailTemplateCommandHandler } from './clone-email-template/clone-email-template.command-handler';
import { CloneEmailTemplateHttpController } from './clone-email-template/clone-email-template.http.controller';
import { DeleteEmailTemplateCommandHandler } from './delete-email-template/delete-email-template.command-handler';
import { DeleteEmailTemplateHttpController } from './delete-email-template/delete-email-template.http.controller';
import { EditEmailTemplateCommandHandler } from './edit-email-template/edit-email-template.command-handler';
import { EditEmailTemplateHttpController } from './edit-email-template/edit-email-template.http.controller';
import { ListEmailTemplatesHttpController } from './list-email-templates/list-email-templates.http.controller';
import { ListEmailTemplatesQueryHandler } from './list-email-templates/list-email-templates.query-handler';
import { AttachFileCommandHandler } from './template-attachments/attach-file.command-handler';
import { ReadAttachmentQueryHandler } from './template-attachments/read-attachment.query-handler';
import { RemoveAttachmentCommandHandler } from './template-attachments/remove-attachment.command-handler';
import { TemplateAttachmentsHttpController } from './template-attachments/template-attachments.http.controller';

/**
 * E-mail templates settings (spec 03 "Email template", "Email templates screen", §7 "Email templates"):
 * company templates written through RelationalWriter (docs/adr/0009), system templates as read-only data.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    // GET company before the :id routes, as Express matches in order.
    ListEmailTemplatesHttpController,
    // Before the :id routes: PUT update-email-template-attachment/:id is not PUT :id.
    TemplateAttachmentsHttpController,
    AddEmailTemplateHttpController,
    EditEmailTemplateHttpController,
    CloneEmailTemplateHttpController,
    DeleteEmailTemplateHttpController,
  ],
  providers: [
    ListEmailTemplatesQueryHandler,
    AddEmailTemplateCommandHandler,
    EditEmailTemplateCommandHandler,
    CloneEmailTemplateCommandHandler,
    DeleteEmailTemplateCommandHandler,
    AttachFileCommandHandler,
    RemoveAttachmentCommandHandler,
    ReadAttachmentQueryHandler,
  ],
})
export class EmailTemplatesModule {}
