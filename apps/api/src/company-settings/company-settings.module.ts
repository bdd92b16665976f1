import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddDepartmentCommandHandler } from './departments/add-department/add-department.command-handler';
import { AddDepartmentHttpController } from './departments/add-department/add-department.http.controller';
import { DeleteDepartmentCommandHandler } from './departments/delete-department/delete-department.command-handler';
import { DeleteDepartmentHttpController } from './departments/delete-department/delete-department.http.controller';
import { EditDepartmentCommandHandler } from './departments/edit-department/edit-department.command-handler';
import { EditDepartmentHttpController } from './departments/edit-department/edit-department.http.controller';
import { ListDepartmentsHttpController } from './departments/list-departments/list-departments.http.controller';
import { ListDepartmentsQueryHandler } from './departments/list-departments/list-departments.query-handler';
import { AddLocationCommandHandler } from './locations/add-location/add-location.command-handler';
import { AddLocationHttpController } from './locations/add-location/add-location.http.controller';
import { DeleteLocationCommandHandler } from './locations/delete-location/delete-location.command-handler';
import { DeleteLocationHttpController } from './locations/delete-location/delete-location.http.controller';
import { EditLocationCommandHandler } from './locations/edit-location/edit-location.command-handler';
import { EditLocationHttpController } from './locations/edit-location/edit-location.http.controller';
import { ListLocationsHttpController } from './locations/list-locations/list-locations.http.controller';
import { ListLocationsQueryHandler } from './locations/list-locations/list-locations.query-handler';
import { AddPipelineTemplateCommandHandler } from './pipeline-templates/add-pipeline-template/add-pipeline-template.command-handler';
import { AddPipelineTemplateHttpController } from './pipeline-templates/add-pipeline-template/add-pipeline-template.http.controller';
import { DeletePipelineTemplateCommandHandler } from './pipeline-templates/delete-pipeline-template/delete-pipeline-template.command-handler';
import { DeletePipelineTemplateHttpController } from './pipeline-templates/delete-pipeline-template/delete-pipeline-template.http.controller';
import { EditPipelineTemplateCommandHandler } from './pipeline-templates/edit-pipeline-template/edit-pipeline-template.command-handler';
import { EditPipelineTemplateHttpController } from './pipeline-templates/edit-pipeline-template/edit-pipeline-template.http.controller';
import { PipelineTemplateQueriesHttpController } from './pipeline-templates/pipeline-template-queries/pipeline-template-queries.http.controller';
import {
  GetPipelineTemplateQueryHandler,
  ListPipelineTemplatesQueryHandler,
} from './pipeline-templates/pipeline-template-queries/pipeline-template-queries.query-handler';

/**
 * Company settings jobs depend on (spec 02 §2.7, §3.3; 03 "Locations & Departments"): locations,
 * departments and stage pipeline templates. Relational configuration, written through RelationalWriter
 * (docs/adr/0009); every read and write is of the caller's company.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ListLocationsHttpController,
    AddLocationHttpController,
    EditLocationHttpController,
    DeleteLocationHttpController,
    ListDepartmentsHttpController,
    AddDepartmentHttpController,
    EditDepartmentHttpController,
    DeleteDepartmentHttpController,
    PipelineTemplateQueriesHttpController,
    AddPipelineTemplateHttpController,
    EditPipelineTemplateHttpController,
    DeletePipelineTemplateHttpController,
  ],
  providers: [
    ListLocationsQueryHandler,
    AddLocationCommandHandler,
    EditLocationCommandHandler,
    DeleteLocationCommandHandler,
    ListDepartmentsQueryHandler,
    AddDepartmentCommandHandler,
    EditDepartmentCommandHandler,
    DeleteDepartmentCommandHandler,
    ListPipelineTemplatesQueryHandler,
    GetPipelineTemplateQueryHandler,
    AddPipelineTemplateCommandHandler,
    EditPipelineTemplateCommandHandler,
    DeletePipelineTemplateCommandHandler,
  ],
})
export class CompanySettingsModule {}
