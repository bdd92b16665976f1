import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ParsedCvUploads } from '../applications/parse-cv/parsed-cv-uploads';
import { BrandingModule } from '../branding/branding.module';
import { ApplyPortalController } from './apply-portal.http.controller';
import { CandidateApplicationsQueryHandler } from './candidate-applications/candidate-applications.query-handler';
import { CandidateAccounts } from './candidate-account';
import { UploadCandidateCvCommandHandler } from './candidate-cv/candidate-cv.command-handler';
import { JobApplyFormQueryHandler } from './job-apply-form/job-apply-form.query-handler';
import { SubmitApplicationCommandHandler } from './submit-application/submit-application.command-handler';

/** The candidate's apply portal (spec 03 §2.3, §5, §8). */
@Module({
  imports: [CqrsModule, BrandingModule],
  controllers: [ApplyPortalController],
  providers: [
    CandidateAccounts,
    ParsedCvUploads,
    JobApplyFormQueryHandler,
    CandidateApplicationsQueryHandler,
    UploadCandidateCvCommandHandler,
    SubmitApplicationCommandHandler,
  ],
})
export class ApplyPortalModule {}
