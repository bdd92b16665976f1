import { applicationFilesProjector } from './application-files/application-files.projector';
import { bulkActionsProjector } from './bulk-actions/bulk-actions.projector';
import { candidateListProjector } from './candidate-list/candidate-list.projector';
import { candidatesProjector } from './candidates/candidates.projector';
import { commentsProjector } from './comments/comments.projector';
import { cvTextsProjector } from './cv-texts/cv-texts.projector';
import { inboxProjection } from './inbox/inbox.projection';
import { interviewsProjector } from './interviews/interviews.projector';
import { candidateTaskResponsesProjector } from './candidate-task-responses/candidate-task-responses.projector';
import { jobBoardPostingsProjector } from './job-postings/job-board-postings.projector';
import { jobsProjector } from './jobs/jobs.projector';
import { offersProjector } from './offers/offers.projector';
import type { Projector } from './projector';
import { requisitionsProjector } from './requisitions/requisitions.projector';

/** The read models the projector app keeps from the event log. */
export const PROJECTORS: readonly Projector[] = [jobsProjector, candidateListProjector, jobBoardPostingsProjector, commentsProjector, applicationFilesProjector, cvTextsProjector, candidatesProjector, bulkActionsProjector, requisitionsProjector, offersProjector, interviewsProjector, candidateTaskResponsesProjector];

/**
 * Every read model `npm run projections:rebuild -- <name>` can rebuild from the event log: those above, and
 * the inbox, which the notification service keeps live from Kafka (ADR 0008).
 */
export const REBUILDABLE_READ_MODELS: readonly Projector[] = [...PROJECTORS, inboxProjection];
