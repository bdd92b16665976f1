import { candidateListProjector } from './candidate-list/candidate-list.projector';
import { jobsProjector } from './jobs/jobs.projector';
import type { Projector } from './projector';

/** Every read model the projector app keeps; `npm run projections:rebuild -- <name>` takes these names. */
export const PROJECTORS: readonly Projector[] = [jobsProjector, candidateListProjector];
