import { reprojectedHolder } from '../personal-data-holder';
import { candidatesProjector } from './candidates.projector';

/** Names, e-mails, phones, links and demographics go; the row stays (merges, who referred), as a rebuild after the erasure writes it. */
export const candidatesPersonalData = reprojectedHolder(candidatesProjector, 'rm_candidates');
