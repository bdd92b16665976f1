import { reprojectedHolder } from '../personal-data-holder';
import { commentsProjector } from './comments.projector';

/** Comments keep their place, author and time; their text goes (erased), as a rebuild after the erasure shows. */
export const commentsPersonalData = reprojectedHolder(commentsProjector, 'rm_application_comments');
