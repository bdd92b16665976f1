import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigureStageAutomationsCommandHandler } from './configure-stage-automations/configure-stage-automations.command-handler';
import { ConfigureStageAutomationsHttpController } from './configure-stage-automations/configure-stage-automations.http.controller';
import { CreateJobCommandHandler } from './create-job/create-job.command-handler';
import { CreateJobHttpController } from './create-job/create-job.http.controller';
import { JobQueriesHttpController } from './job-queries/job-queries.http.controller';
import { GetJobQueryHandler, ListJobsForPickerQueryHandler } from './job-queries/job-queries.query-handler';
import { PublishJobCommandHandler } from './publish-job/publish-job.command-handler';
import { PublishJobHttpController } from './publish-job/publish-job.http.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    CreateJobHttpController,
    JobQueriesHttpController,
    PublishJobHttpController,
    ConfigureStageAutomationsHttpController,
  ],
  providers: [
    CreateJobCommandHandler,
    PublishJobCommandHandler,
    ConfigureStageAutomationsCommandHandler,
    GetJobQueryHandler,
    ListJobsForPickerQueryHandler,
  ],
})
export class JobsModule {}
