import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CandidateExportHttpController } from '../candidate-export/candidate-export.http.controller';
import { ApplicationAsOfQueryHandler, ApplicationHistoryExportQueryHandler } from './auditor.query-handler';
import { AuditorHttpController } from './auditor.http.controller';
import { EraseCandidateCommandHandler } from './erase-candidate.command-handler';
import { EraseCandidateHttpController } from './erase-candidate.http.controller';

/** Erasure of a candidate's personal data, the auditor's as-of view and history export, and the candidate list as CSV. */
@Module({
  imports: [CqrsModule],
  controllers: [AuditorHttpController, EraseCandidateHttpController, CandidateExportHttpController],
  providers: [ApplicationAsOfQueryHandler, ApplicationHistoryExportQueryHandler, EraseCandidateCommandHandler],
})
export class AuditorModule {}
