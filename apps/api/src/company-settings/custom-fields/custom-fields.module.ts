import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCustomFieldCommandHandler } from './add-custom-field/add-custom-field.command-handler';
import { AddCustomFieldHttpController } from './add-custom-field/add-custom-field.http.controller';
import {
  GetApplicationCustomFieldsQueryHandler,
  SetApplicationCustomFieldsCommandHandler,
} from './application-custom-fields/application-custom-fields.handlers';
import { ApplicationCustomFieldsHttpController } from './application-custom-fields/application-custom-fields.http.controller';
import { DeleteCustomFieldCommandHandler } from './delete-custom-field/delete-custom-field.command-handler';
import { DeleteCustomFieldHttpController } from './delete-custom-field/delete-custom-field.http.controller';
import { EditCustomFieldCommandHandler } from './edit-custom-field/edit-custom-field.command-handler';
import { EditCustomFieldHttpController } from './edit-custom-field/edit-custom-field.http.controller';
import { ListCustomFieldsHttpController } from './list-custom-fields/list-custom-fields.http.controller';
import { ListCustomFieldsQueryHandler } from './list-custom-fields/list-custom-fields.query-handler';

/**
 * Custom fields (spec 03 "Custom field", "Custom fields screen"): the company's candidate and job fields, and
 * candidates' responses on their applications. Relational, written through RelationalWriter (docs/adr/0009);
 * every route is plan-locked (customFields) and scoped to the caller's company.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ListCustomFieldsHttpController,
    AddCustomFieldHttpController,
    EditCustomFieldHttpController,
    DeleteCustomFieldHttpController,
    ApplicationCustomFieldsHttpController,
  ],
  providers: [
    ListCustomFieldsQueryHandler,
    AddCustomFieldCommandHandler,
    EditCustomFieldCommandHandler,
    DeleteCustomFieldCommandHandler,
    GetApplicationCustomFieldsQueryHandler,
    SetApplicationCustomFieldsCommandHandler,
  ],
})
export class CustomFieldsModule {}
