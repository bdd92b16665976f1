import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigureStageAutomationsCommandHandler } from './configure-stage-automations/configure-stage-automations.command-handler';
import { CreateJobCommandHandler } from './create-job/create-job.command-handler';
import { GetJobQueryHandler, ListJobsForPickerQueryHandler } from './job-queries/job-queries.query-handler';
import { JobsHttpController } from './jobs.http.controller';
import { PublishJobCommandHandler } from './publish-job/publish-job.command-handler';

@Module({
  imports: [CqrsModule],
  controllers: [JobsHttpController],
  providers: [
    CreateJobCommandHandler,
    PublishJobCommandHandler,
    ConfigureStageAutomationsCommandHandler,
    GetJobQueryHandler,
    ListJobsForPickerQueryHandler,
  ],
})
export class JobsModule {}
