import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AiHeadhuntingWaitlistQueryHandler, JoinAiHeadhuntingWaitlistCommandHandler } from './ai-headhunting-waitlist/ai-headhunting-waitlist.handlers';
import { AiHeadhuntingWaitlistHttpController } from './ai-headhunting-waitlist/ai-headhunting-waitlist.http.controller';
import { AssignAgenciesHttpController } from './assign-agencies/assign-agencies.http.controller';
import { AutoCloseHttpController } from './auto-close/auto-close.http.controller';
import { ChangeJobCommandHandler } from './change-job.command-handler';
import { ChangeJobPipelineCommandHandler } from './change-pipeline/change-pipeline.command-handler';
import { ChangePipelineHttpController } from './change-pipeline/change-pipeline.http.controller';
import { CloneJobCommandHandler } from './clone-job/clone-job.command-handler';
import { CloneJobHttpController } from './clone-job/clone-job.http.controller';
import { ConfigureStageHttpController } from './configure-stage/configure-stage.http.controller';
import { CreateJobCommandHandler } from './create-job/create-job.command-handler';
import { CreateJobHttpController } from './create-job/create-job.http.controller';
import { CustomLinksHttpController } from './custom-links/custom-links.http.controller';
import { DeleteJobHttpController } from './delete-job/delete-job.http.controller';
import { JobApplicationCounts } from './job-application-counts';
import { JobFilterOptionsQueryHandler, ListJobsQueryHandler } from './job-list/job-list.query-handler';
import { JobCollaboratorsQueryHandler, SetJobCollaboratorsCommandHandler } from './job-collaborators/job-collaborators.handlers';
import { JobCollaboratorsHttpController } from './job-collaborators/job-collaborators.http.controller';
import { JobQueriesHttpController } from './job-queries/job-queries.http.controller';
import {
  GetJobQueryHandler,
  JobHistoryQueryHandler,
  ListJobsForPickerQueryHandler,
  StageInsightsQueryHandler,
} from './job-queries/job-queries.query-handler';
import { JobReferences } from './job-references';
import { RejectionEmailTemplates } from './configure-stage/rejection-email-template';
import { TalentPoolGuard } from './talent-pool-guard';
import { JobStagesHttpController } from './job-stages/job-stages.http.controller';
import { JobStatusHttpController } from './job-status/job-status.http.controller';
import { PromoteJobCommandHandler } from './promote-job/promote-job.command-handler';
import { PromoteJobHttpController } from './promote-job/promote-job.http.controller';
import { SaveJobHttpController } from './save-job/save-job.http.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    // The queries first: their fixed paths (v1/list, filters, dropdown) before any `:id`.
    JobQueriesHttpController,
    CreateJobHttpController,
    SaveJobHttpController,
    JobStatusHttpController,
    DeleteJobHttpController,
    CloneJobHttpController,
    AutoCloseHttpController,
    CustomLinksHttpController,
    JobStagesHttpController,
    ConfigureStageHttpController,
    ChangePipelineHttpController,
    PromoteJobHttpController,
    AiHeadhuntingWaitlistHttpController,
    JobCollaboratorsHttpController,
    AssignAgenciesHttpController,
  ],
  providers: [
    ChangeJobCommandHandler,
    ChangeJobPipelineCommandHandler,
    PromoteJobCommandHandler,
    JoinAiHeadhuntingWaitlistCommandHandler,
    JobCollaboratorsQueryHandler,
    SetJobCollaboratorsCommandHandler,
    AiHeadhuntingWaitlistQueryHandler,
    CreateJobCommandHandler,
    CloneJobCommandHandler,
    GetJobQueryHandler,
    ListJobsForPickerQueryHandler,
    ListJobsQueryHandler,
    JobFilterOptionsQueryHandler,
    JobHistoryQueryHandler,
    StageInsightsQueryHandler,
    JobReferences,
    RejectionEmailTemplates,
    JobApplicationCounts,
    TalentPoolGuard,
  ],
})
export class JobsModule {}
