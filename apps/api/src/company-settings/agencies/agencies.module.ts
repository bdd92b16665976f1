import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddAgencyCommandHandler } from './add-agency/add-agency.command-handler';
import { AddAgencyHttpController } from './add-agency/add-agency.http.controller';
import { AgencyJobAssignments } from './agency-job-assignments';
import { DeleteAgencyCommandHandler } from './delete-agency/delete-agency.command-handler';
import { DeleteAgencyHttpController } from './delete-agency/delete-agency.http.controller';
import { EditAgencyCommandHandler } from './edit-agency/edit-agency.command-handler';
import { EditAgencyHttpController } from './edit-agency/edit-agency.http.controller';
import { ListAgenciesHttpController } from './list-agencies/list-agencies.http.controller';
import { GetAgencyQueryHandler, ListAgenciesQueryHandler } from './list-agencies/list-agencies.query-handler';
import { KnownAgencyIdsQueryHandler } from './known-agencies.query-handler';

/**
 * Agencies (spec 02 §2.9, §3.12, §5.7): relational settings written through RelationalWriter (docs/adr/0009);
 * the jobs assigned to them stay on the jobs' streams. Plan-locked, scoped to the caller's company.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ListAgenciesHttpController, AddAgencyHttpController, EditAgencyHttpController, DeleteAgencyHttpController],
  providers: [
    AgencyJobAssignments,
    ListAgenciesQueryHandler,
    GetAgencyQueryHandler,
    AddAgencyCommandHandler,
    EditAgencyCommandHandler,
    DeleteAgencyCommandHandler,
    KnownAgencyIdsQueryHandler,
  ],
})
export class AgenciesModule {}
