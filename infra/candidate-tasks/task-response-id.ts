import { v5 as uuidV5 } from 'uuid';

const TASK_RESPONSE_NAMESPACE = '4d1f6a2e-9b3c-4e8d-a7f5-2c6b8e1d9a30';

/**
 * A candidate answers a stage's task once per application: the response's id is fixed by the three. Here in
 * infra so the processes (the quiz rejection looks for a response already started) and the API share it.
 */
export const taskResponseId = (applicationId: string, stageId: string, taskId: string): string =>
  uuidV5(`${applicationId}:${stageId}:${taskId}`, TASK_RESPONSE_NAMESPACE);
