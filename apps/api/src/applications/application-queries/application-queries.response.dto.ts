import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  CANDIDATE_ORIGINS,
  type ApplicationStatus,
  type CandidateOrigin,
  type HistoryEntryDetails,
  type RestageCause,
  type StageDirection,
} from '@ats/domain/applications';
import type { OfferHistoryEntryDetails } from '@ats/domain/offers';
import type { InterviewHistoryEntryDetails } from '@ats/domain/interviews';
import { INTERVIEW_HISTORY_DETAILS } from '../../interviews/interview-history.response.dto';
import type { CandidateTaskHistoryEntryDetails } from '@ats/domain/candidate-tasks';
import { CANDIDATE_TASK_HISTORY_DETAILS } from '../../candidate-journey/journey/candidate-answers.response.dto';
import type { Actor, ActorKind } from '@ats/domain/shared';
import { JobStageResponseDto } from '../../jobs/job-queries/job.response.dto';
import { FILE_HISTORY_DETAILS } from '../files/file-queries/file-history.response.dto';
import { EMAIL_HISTORY_DETAILS } from '../emails/email-history.response.dto';
import { CandidateErasedHistoryDetailsDto } from '../auditor/erasure-history.response.dto';
import { OFFER_HISTORY_DETAILS } from '../../offers/offer-history.response.dto';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';
import { unionValues } from '../../platform/union-values';
import { STAGE_STATUSES, type CandidateListPage, type StageStatus } from '@ats/projections/candidate-list/candidate-list.query';
import { CandidateListGroupResponseDto } from './candidate-list-group.response.dto';

const APPLICATION_STATUSES = unionValues<ApplicationStatus>({ ACTIVE: true, ARCHIVED: true });
const ACTOR_KINDS = unionValues<ActorKind>({ user: true, candidate: true, agency: true, automation: true });
const STAGE_DIRECTIONS = unionValues<StageDirection>({ FORWARD: true, BACKWARD: true });

/** A row of the candidate list's read model. */
type CandidateListRow = CandidateListPage['items'][number];
/** The candidate list's row as the API answers it: the read model's row without its company and revision. */
type ListedApplication = Omit<CandidateListRow, 'companyId' | 'revision' | 'phoneDigits'>;

/** One application of the candidate list. */
export class ApplicationListItemResponseDto implements ListedApplication {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) candidateId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ maxLength: MAX_STAGE_ID_LENGTH }) stageId!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: 'string', nullable: true }) phone!: string | null;
  @ApiProperty({ enum: CANDIDATE_ORIGINS, enumName: 'CandidateOrigin' }) origin!: CandidateOrigin;
  @ApiProperty({ type: 'string', nullable: true, example: 'LinkedIn' }) source!: string | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: "The agency that brought it (origin 'agency')" })
  agencyId!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'TalentBridge', description: 'The agency’s name as recorded then' })
  agencyName!: string | null;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty() ownerName!: string;
  @ApiProperty({ type: [String], description: 'The application’s tags, as spelled when first added' }) tags!: string[];
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status!: ApplicationStatus;

  @ApiProperty({ type: 'string', nullable: true, description: 'The archival reason’s text while archived' })
  archivalReason!: string | null;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) archivalReasonId!: string | null;
  @ApiProperty({ enum: STAGE_STATUSES, description: 'Where the application stands whatever the pipeline (the statuses filter)' })
  stageStatus!: StageStatus;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When it entered Hired; null elsewhere' })
  hiredAt!: Date | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) appliedAt!: Date;
  @ApiProperty({ type: 'string', format: 'date-time' }) lastActivityAt!: Date;
}

export class SearchCountResponseDto {
  @ApiProperty({ type: 'integer', description: 'Matching applications, counted up to 10,000' }) count!: number;
  @ApiProperty({ description: 'True when counting stopped at the cap: there are more than count ("10,000+")' }) capped!: boolean;
}

/** GET /job-applications: one page of the active or archived tab, and both tabs' counts under the same filter. */
export class ApplicationListResponseDto {
  @ApiProperty({ type: () => [ApplicationListItemResponseDto] }) items!: ApplicationListItemResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Applications in the tab asked for (its search count: at most 10,000, see capped)' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
  @ApiProperty({ type: () => SearchCountResponseDto }) activeSearchCount!: SearchCountResponseDto;
  @ApiProperty({ type: () => SearchCountResponseDto }) archivedSearchCount!: SearchCountResponseDto;
  @ApiProperty({ type: () => [CandidateListGroupResponseDto], description: 'The tab’s groups under groupByValue, in the rows’ order' })
  groups!: CandidateListGroupResponseDto[];
}

/** GET /job-applications/:id: the listed application, its revision (send it back as expectedRevision) and its job's stages. */
export class ApplicationResponseDto extends ApplicationListItemResponseDto implements Omit<CandidateListRow, 'companyId' | 'phoneDigits'> {
  @ApiProperty({ type: 'integer', description: 'Revision of the application’s stream; send it back as expectedRevision' })
  revision!: number;

  @ApiProperty({ type: () => [JobStageResponseDto] }) stages!: JobStageResponseDto[];
}

export class HistoryActorResponseDto implements Actor {
  @ApiProperty({ enum: ACTOR_KINDS, enumName: 'ActorKind' }) kind!: ActorKind;
  @ApiProperty({ description: 'A user’s id, or the workflow id of an automation' }) id!: string;
  @ApiProperty() name!: string;
}

type Details<T extends HistoryEntryDetails['type']> = Extract<HistoryEntryDetails, { type: T }>;

export class CandidateAddedToJobHistoryDetailsDto implements Details<'CandidateAddedToJob'> {
  @ApiProperty({ enum: ['CandidateAddedToJob'] }) type!: 'CandidateAddedToJob';
  @ApiProperty() jobName!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ enum: CANDIDATE_ORIGINS, enumName: 'CandidateOrigin' }) origin!: CandidateOrigin;
  @ApiProperty({ type: 'string', nullable: true }) source!: string | null;
  @ApiProperty() candidateName!: string;
}

export class ApplicationMovedToStageHistoryDetailsDto implements Details<'ApplicationMovedToStage'> {
  @ApiProperty({ enum: ['ApplicationMovedToStage'] }) type!: 'ApplicationMovedToStage';
  @ApiProperty() fromStageName!: string;
  @ApiProperty() toStageName!: string;
  @ApiProperty({ enum: STAGE_DIRECTIONS, enumName: 'StageDirection' }) direction!: StageDirection;
}

export class ApplicationArchivedHistoryDetailsDto implements Details<'ApplicationArchived'> {
  @ApiProperty({ enum: ['ApplicationArchived'] }) type!: 'ApplicationArchived';
  @ApiProperty() reason!: string;
  @ApiProperty() sendRejectionEmail!: boolean;
  @ApiProperty({ description: 'Archived by an automation (a workflow) rather than a person' }) automated!: boolean;
}

export class ApplicationUnarchivedHistoryDetailsDto implements Details<'ApplicationUnarchived'> {
  @ApiProperty({ enum: ['ApplicationUnarchived'] }) type!: 'ApplicationUnarchived';
}

const RESTAGE_CAUSES = unionValues<RestageCause>({ STAGE_DELETED: true, PIPELINE_CHANGED: true });

export class ApplicationRestagedHistoryDetailsDto implements Details<'ApplicationRestaged'> {
  @ApiProperty({ enum: ['ApplicationRestaged'] }) type!: 'ApplicationRestaged';
  @ApiProperty() fromStageName!: string;
  @ApiProperty() toStageName!: string;
  @ApiProperty({ enum: RESTAGE_CAUSES, description: 'The stage was deleted, or the job took another stage pipeline' }) cause!: RestageCause;
}

export class CommentAddedHistoryDetailsDto implements Details<'CommentAdded'> {
  @ApiProperty({ enum: ['CommentAdded'] }) type!: 'CommentAdded';
  @ApiProperty({ format: 'uuid' }) commentId!: string;
  @ApiProperty({ description: 'A reply to another comment' }) reply!: boolean;
  @ApiProperty() confidential!: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'Mentions as @Name; null when confidential to this reader, or erased' })
  text!: string | null;
  @ApiProperty({ description: 'The text was erased with the candidate’s personal data' }) erased!: boolean;
}

export class CommentEditedHistoryDetailsDto implements Details<'CommentEdited'> {
  @ApiProperty({ enum: ['CommentEdited'] }) type!: 'CommentEdited';
  @ApiProperty({ format: 'uuid' }) commentId!: string;
  @ApiProperty() confidential!: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'Mentions as @Name; null when confidential to this reader, or erased' })
  text!: string | null;
  @ApiProperty({ description: 'The text was erased with the candidate’s personal data' }) erased!: boolean;
}

export class CommentDeletedHistoryDetailsDto implements Details<'CommentDeleted'> {
  @ApiProperty({ enum: ['CommentDeleted'] }) type!: 'CommentDeleted';
  @ApiProperty({ format: 'uuid' }) commentId!: string;
  @ApiProperty({ description: 'A reply to another comment' }) reply!: boolean;
}

export class ApplicationOwnerChangedHistoryDetailsDto implements Details<'ApplicationOwnerChanged'> {
  @ApiProperty({ enum: ['ApplicationOwnerChanged'] }) type!: 'ApplicationOwnerChanged';
  @ApiProperty({ description: 'The new owner’s name' }) ownerName!: string;
}

export class ApplicationTagsChangedHistoryDetailsDto implements Details<'ApplicationTagsChanged'> {
  @ApiProperty({ enum: ['ApplicationTagsChanged'] }) type!: 'ApplicationTagsChanged';
  @ApiProperty({ type: [String] }) added!: string[];
  @ApiProperty({ type: [String] }) removed!: string[];
}

export class ApplicationOriginSourceChangedHistoryDetailsDto implements Details<'ApplicationOriginSourceChanged'> {
  @ApiProperty({ enum: ['ApplicationOriginSourceChanged'] }) type!: 'ApplicationOriginSourceChanged';
  @ApiProperty() fromOrigin!: string;
  @ApiProperty() origin!: string;
  @ApiProperty({ type: 'string', nullable: true }) fromSource!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) source!: string | null;
}

export class ApplicationMovedToJobHistoryDetailsDto implements Details<'ApplicationMovedToJob'> {
  @ApiProperty({ enum: ['ApplicationMovedToJob'] }) type!: 'ApplicationMovedToJob';
  @ApiProperty() fromJobName!: string;
  @ApiProperty() fromStageName!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() toStageName!: string;
}

export class ApplicationDeletedHistoryDetailsDto implements Details<'ApplicationDeleted'> {
  @ApiProperty({ enum: ['ApplicationDeleted'] }) type!: 'ApplicationDeleted';
}

/** An event type this version of the API does not know (written by a newer one): shown from its summary. */
export class UnrecognisedHistoryDetailsDto implements Details<'Unrecognised'> {
  @ApiProperty({ enum: ['Unrecognised'] }) type!: 'Unrecognised';
  @ApiProperty({ description: 'The stored event’s type' }) eventType!: string;
}

const HISTORY_DETAILS = {
  CandidateAddedToJob: CandidateAddedToJobHistoryDetailsDto,
  ApplicationMovedToStage: ApplicationMovedToStageHistoryDetailsDto,
  ApplicationArchived: ApplicationArchivedHistoryDetailsDto,
  ApplicationUnarchived: ApplicationUnarchivedHistoryDetailsDto,
  ApplicationRestaged: ApplicationRestagedHistoryDetailsDto,
  CommentAdded: CommentAddedHistoryDetailsDto,
  CommentEdited: CommentEditedHistoryDetailsDto,
  CommentDeleted: CommentDeletedHistoryDetailsDto,
  ApplicationOwnerChanged: ApplicationOwnerChangedHistoryDetailsDto,
  ApplicationTagsChanged: ApplicationTagsChangedHistoryDetailsDto,
  ApplicationOriginSourceChanged: ApplicationOriginSourceChangedHistoryDetailsDto,
  ApplicationMovedToJob: ApplicationMovedToJobHistoryDetailsDto,
  ApplicationDeleted: ApplicationDeletedHistoryDetailsDto,
  ...FILE_HISTORY_DETAILS,
  ...EMAIL_HISTORY_DETAILS,
  CandidateErased: CandidateErasedHistoryDetailsDto,
  Unrecognised: UnrecognisedHistoryDetailsDto,
  // The application's offers' events, merged into its timeline by time.
  ...OFFER_HISTORY_DETAILS,
  // The application's interviews' events, likewise.
  ...INTERVIEW_HISTORY_DETAILS,
  // The candidate's task responses started and completed, likewise.
  ...CANDIDATE_TASK_HISTORY_DETAILS,
} satisfies Record<
  (HistoryEntryDetails | OfferHistoryEntryDetails | InterviewHistoryEntryDetails | CandidateTaskHistoryEntryDetails)['type'],
  new () => HistoryEntryDetails | OfferHistoryEntryDetails | InterviewHistoryEntryDetails | CandidateTaskHistoryEntryDetails
>;

/** One event of the application's stream, in plain words. */
@ApiExtraModels(...Object.values(HISTORY_DETAILS))
export class ApplicationHistoryEntryResponseDto {
  @ApiProperty({ type: 'integer', description: 'The event’s revision in the application’s stream' }) revision!: number;
  @ApiProperty({ description: 'The stored event’s type', example: 'ApplicationMovedToStage' }) type!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: () => HistoryActorResponseDto }) actor!: HistoryActorResponseDto;
  @ApiProperty({ description: 'The entry in plain English' }) summary!: string;

  @ApiProperty({
    description: 'What the web client renders in the reader’s language, by `type`',
    oneOf: Object.values(HISTORY_DETAILS).map((model) => ({ $ref: getSchemaPath(model) })),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(Object.entries(HISTORY_DETAILS).map(([type, model]) => [type, getSchemaPath(model)])),
    },
  })
  details!: HistoryEntryDetails | OfferHistoryEntryDetails | InterviewHistoryEntryDetails | CandidateTaskHistoryEntryDetails;
}

/** GET /job-applications/:id/history: one page of the application's stream, oldest first. */
export class ApplicationHistoryResponseDto {
  @ApiProperty({ type: () => [ApplicationHistoryEntryResponseDto] }) items!: ApplicationHistoryEntryResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Events in the stream' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}
