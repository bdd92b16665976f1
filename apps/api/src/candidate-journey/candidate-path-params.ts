import { ApiParam } from '@nestjs/swagger';
import type { PipeTransform } from '@nestjs/common';
import { candidatePageNotFound } from './candidate-application';

/** A stage or task id is short (a UUID or a slug); a longer or odd one names nothing the candidate can reach. */
class CandidatePathIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > 100 || !/^[\w-]+$/.test(value)) throw candidatePageNotFound();
    return value;
  }
}
export const candidatePathId = new CandidatePathIdPipe();

/** Documents (and bounds, for the hostile-input walk) the application, stage and task ids of a candidate route. */
export const CandidateStagePathParams = (withTask: boolean) => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiParam({ name: 'applicationId', schema: { type: 'string', format: 'uuid' } })(target, key, descriptor);
  ApiParam({ name: 'stageId', schema: { type: 'string', maxLength: 100 } })(target, key, descriptor);
  if (withTask) ApiParam({ name: 'taskId', schema: { type: 'string', maxLength: 100 } })(target, key, descriptor);
};
