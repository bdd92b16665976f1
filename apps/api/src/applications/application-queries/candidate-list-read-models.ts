import type { CandidateListCriteria } from '@ats/projections/candidate-list/candidate-list.query';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { candidatesProjector } from '@ats/projections/candidates/candidates.projector';
import { interviewsProjector } from '@ats/projections/interviews/interviews.projector';
import { candidateTaskResponsesProjector } from '@ats/projections/candidate-task-responses/candidate-task-responses.projector';
import type { Projector } from '@ats/projections/projector';

/**
 * The read models a candidate-list answer reads: its own rows, the candidates' (referrer, sourcer, demographics)
 * when a filter or the options use them, the interviews' for the interview dates, the task responses' for the
 * candidate-response filters. Read-your-writes waits for each.
 */
export const candidateListReadModels = (criteria: CandidateListCriteria, options = false): Projector[] => [
  candidateListProjector,
  ...(options || criteria.referredBy?.length || criteria.sourcedBy?.length || criteria.gender || criteria.nationality || criteria.countryOfResidence
    ? [candidatesProjector]
    : []),
  ...(criteria.interview ? [interviewsProjector] : []),
  ...(criteria.candidateResponseFilters?.length ? [candidateTaskResponsesProjector] : []),
];
