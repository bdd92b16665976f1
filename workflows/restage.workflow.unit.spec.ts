import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { RestageActivities, RestageBatch, RestageInput } from './restage.types';
import { restageCandidates } from './restage.workflow';

const move = { fromStageId: 'interview', fromStageName: 'Interview', toStageId: 'offer', toStageName: 'Offer' };

/**
 * The restage workflow with stand-in activities over an in-test "candidate list": it pages until no one is left
 * in an old stage, and each page waits for the position the previous one wrote (the real server and activities
 * run in tests/integration/restage.int.spec.ts).
 */
describe('restage workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const run = async (inStage: number) => {
    sequence += 1;
    const waiting = Array.from({ length: inStage }, (_a, i) => `application-${i}`);
    const asked: string[] = [];
    let position = 100;
    const activities: RestageActivities = {
      async applicationsToRestage(request) {
        asked.push(request.afterPosition);
        return waiting.slice(0, request.limit).map((applicationId): RestageBatch[number] => ({ applicationId, move }));
      },
      async restageApplications({ batch }) {
        for (const { applicationId } of batch) waiting.splice(waiting.indexOf(applicationId), 1);
        position += batch.length;
        return { moved: batch.length, position: String(position) };
      },
    };
    const taskQueue = `restage-${sequence}`;
    const worker = await Worker.create({ connection: temporal.env.nativeConnection, taskQueue, workflowBundle: temporal.bundle, activities });
    const input: RestageInput = { companyId: 'company-1', jobId: 'job-1', moves: [move], cause: 'STAGE_DELETED', afterPosition: '100' };
    const outcome = await worker.runUntil(
      temporal.env.client.workflow.execute(restageCandidates, { taskQueue, workflowId: `restage:job-1:${sequence}`, args: [input] }),
    );
    return { outcome, asked, left: waiting.length };
  };

  it('moves every candidate page by page, each page after the last one’s writes', async () => {
    const { outcome, asked, left } = await run(120);
    expect(outcome).toEqual({ restaged: 120 });
    expect(left).toBe(0);
    expect(asked).toEqual(['100', '150', '200', '220']);
  });

  it('ends at once when no candidate is left in the old stages', async () => {
    const { outcome, asked } = await run(0);
    expect(outcome).toEqual({ restaged: 0 });
    expect(asked).toEqual(['100']);
  });
});
