import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { candidatePageNotFound } from './candidate-application';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** An application id as every id route takes it (a version-4 UUID); anything else names nothing: 404. */
export const candidateApplicationId = (value: string): string => {
  if (!UUID_V4.test(value)) throw candidatePageNotFound();
  return value;
};

/** A stage or task id is short (a UUID or a slug); a longer or odd one names nothing the candidate can reach. */
class CandidatePathIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > 100 || !/^[\w-]+$/.test(value)) throw candidatePageNotFound();
    return value;
  }
}
export const candidatePathId = new CandidatePathIdPipe();

export type CandidateStagePath = { applicationId: string; stageId: string };
export type CandidateTaskPath = CandidateStagePath & { taskId: string };

/** The route's :applicationId, :stageId (and :taskId when the route has one), each checked as above. */
export const CandidatePath = createParamDecorator((_data: unknown, context: ExecutionContext): CandidateStagePath & { taskId?: string } => {
  const params = context.switchToHttp().getRequest<Request>().params as Record<string, string | undefined>;
  const path = { applicationId: candidateApplicationId(params.applicationId ?? ''), stageId: candidatePathId.transform(params.stageId ?? '') };
  return params.taskId === undefined ? path : { ...path, taskId: candidatePathId.transform(params.taskId) };
});

/** Documents (and bounds, for the hostile-input walk) the application, stage and task ids of a candidate route. */
export const CandidateStagePathParams = (withTask: boolean) => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiParam({ name: 'applicationId', schema: { type: 'string', format: 'uuid' } })(target, key, descriptor);
  ApiParam({ name: 'stageId', schema: { type: 'string', maxLength: 100 } })(target, key, descriptor);
  if (withTask) ApiParam({ name: 'taskId', schema: { type: 'string', maxLength: 100 } })(target, key, descriptor);
};
