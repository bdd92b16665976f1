import { JobErrors } from '../../../../domain/jobs';
import { streamId } from '../../../../domain/shared';

export const jobStream = (jobId: string) => ({ id: streamId('job', jobId), entityId: jobId, notFound: JobErrors.notFound });
