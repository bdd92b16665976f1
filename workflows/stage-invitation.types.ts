import type { Actor } from '@ats/domain/shared';

/** Input of the stage-invitation workflow: one run per arrival of an application in a stage that sends an invitation. */
export type StageInvitationInput = {
  companyId: string;
  applicationId: string;
  jobId: string;
  /** The stage the application entered: its automation's text, else the stage-invitation template. */
  stageId: string;
  /** The revision of the event that put the application there; arriving again is another run. */
  enteredRevision: number;
  /** Who put the application there (a user, the candidate, an automation): the e-mail's event names them as actor. */
  actor: Actor;
};

export type StageInvitationOutcome = 'SENT' | 'NOTHING_TO_DO';

export type StageInvitationActivities = {
  /**
   * Sends the stage's invitation e-mail from the automation bot, unless the application is gone (deleted, erased)
   * or the stage no longer sends one; the send is idempotent under the workflow id, its command id.
   */
  sendStageInvitation(input: StageInvitationInput & { workflowId: string }): Promise<{ sent: boolean }>;
};

/** `stage-invitation:<application-id>:<stage-id>:<entered-revision>`: one e-mail per arrival in a stage. */
export const stageInvitationWorkflowId = (applicationId: string, stageId: string, enteredRevision: number) =>
  `stage-invitation:${applicationId}:${stageId}:${enteredRevision}`;
