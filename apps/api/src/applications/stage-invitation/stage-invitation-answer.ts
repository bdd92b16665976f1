import { Inject, Injectable } from '@nestjs/common';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { invitingArrival } from '@ats/infra/temporal/processes/stage-invitation.process';
import { stageInvitationWorkflowId } from '@ats/workflows/stage-invitation.types';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream } from '../application-stream';

/** How long a person's action waits for the invitation e-mail of the stage it put the application in. */
export const STAGE_INVITATION_WAIT_MS = 5_000;
const POLL_MS = 25;

/**
 * A stage's invitation e-mail is its own process (infra/temporal/processes/stage-invitation.process.ts), started by
 * the application's arrival. A person's action that puts an application in such a stage (adding a candidate,
 * moving them to a stage or to another job, adding them to another job) answers once that e-mail is recorded too,
 * with the stream's revision and position after it, as when the action sent it itself: the profile then shows the
 * e-mail, and the next command's expectedRevision counts it instead of meeting a conflict with the automation.
 * Past STAGE_INVITATION_WAIT_MS (the worker down) it answers the action's own result; the e-mail follows.
 */
@Injectable()
export class StageInvitationAnswer {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async after(applicationId: string, result: CommandResult): Promise<CommandResult> {
    const stream = applicationStream(applicationId).id;
    const [arrival] = await this.store.readStream(stream, { fromRevision: result.revision, maxCount: 1 });
    const inviting = arrival && (await invitingArrival(arrival, (id) => this.store.readStream(id)));
    if (!arrival || !inviting) return result;
    const workflowId = stageInvitationWorkflowId(applicationId, inviting.stageId, arrival.revision);
    const deadline = Date.now() + STAGE_INVITATION_WAIT_MS;
    for (;;) {
      const sent = (await this.store.readStream(stream, { fromRevision: arrival.revision + 1 })).find(
        (event) => event.type === 'EmailSent' && event.metadata.commandId === workflowId,
      );
      if (sent) return { id: result.id, revision: sent.revision, position: sent.position.toString() };
      if (Date.now() > deadline) return result;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
