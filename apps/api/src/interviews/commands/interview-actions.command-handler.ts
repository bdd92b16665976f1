import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InterviewErrors, scoreScorecard, type InterviewCommand, type InterviewSlot, type SkillScore } from '@ats/domain/interviews';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { loadFeedbackTemplate } from '@ats/infra/db/feedback-template-rows';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { calendarFacts } from '../interview-calendar-facts';
import { INTERVIEW_CALENDARS, InterviewInvitations } from '../interview-invitations';
import { authorizeOnInterview, decideOnInterview, loadInterview } from '../interview-stream';

export type InterviewAction =
  | { kind: 'change'; slot: InterviewSlot | null; durationMinutes: number | null; interviewerIds: string[] | null }
  | { kind: 'cancel'; reason: string | null }
  | { kind: 'complete' }
  | { kind: 'no-show'; noShow: boolean }
  | {
      kind: 'feedback';
      scores: SkillScore[];
      notes: string | null;
      confidentialNotes: string | null;
      proceedToNextStage: boolean;
    };

export class InterviewActionCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly interviewId: string,
    readonly action: InterviewAction,
  ) {
    super();
  }
}

/**
 * A staff member's action on an interview (PUT /interviews/{id}, cancel, complete, no-show, feedback): the
 * caller must see the interview (its interviewer, or a reader of the candidate's profile on its job); the
 * decider rules; invitations and calendars follow.
 */
@CommandHandler(InterviewActionCommand)
export class InterviewActionCommandHandler implements ICommandHandler<InterviewActionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(INTERVIEW_CALENDARS) private readonly calendars: CalendarDirectory,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitations: InterviewInvitations,
  ) {}

  async execute({ caller, commandId, interviewId, action }: InterviewActionCommand): Promise<CommandResult> {
    // Feedback is the interviewer's own (the decider checks they are one): only the company is checked here.
    const interview =
      action.kind === 'feedback' ? await loadInterview(this.store, caller.companyId, interviewId) : await authorizeOnInterview(this.store, this.access, caller, interviewId);
    const command = await this.commandFor(caller, interview, action);
    const { result, events } = await decideOnInterview(this.store, { companyId: caller.companyId, actor: actorOf(caller), commandId }, interviewId, command);
    await this.invitations.afterEvents(caller.companyId, caller.userId, commandId, interviewId, events);
    return result;
  }

  private async commandFor(caller: Caller, interview: Awaited<ReturnType<typeof loadInterview>>, action: InterviewAction): Promise<InterviewCommand> {
    switch (action.kind) {
      case 'change': {
        const interviewerIds = action.interviewerIds ? [...new Set(action.interviewerIds)] : interview.interviewerIds;
        const people = await this.invitations.people(caller.companyId, interviewerIds);
        if (!interviewerIds.every((id) => people.has(id))) throw InterviewErrors.memberNotFound();
        const slot = action.slot ?? interview.slot;
        const facts = await calendarFacts(this.calendars, caller.companyId, interviewerIds.map((id) => people.get(id)!), slot);
        return { type: 'ChangeInterview', data: { slot: action.slot, durationMinutes: action.durationMinutes, interviewerIds: action.interviewerIds, calendars: facts } };
      }
      case 'cancel':
        return { type: 'CancelInterview', data: { reason: action.reason } };
      case 'complete':
        return { type: 'CompleteInterview', data: {} };
      case 'no-show':
        return { type: 'MarkInterviewNoShow', data: { noShow: action.noShow } };
      case 'feedback': {
        const templateId = interview.feedbackTemplateId;
        const template = templateId ? await loadFeedbackTemplate(this.dataSource.manager, caller.companyId, templateId) : null;
        // Spec 03 §5 "Feedback": every required skill scored, on the template's scale (H3's scorecard).
        const totals = scoreScorecard(template, action.scores);
        return {
          type: 'SubmitInterviewFeedback',
          data: { feedbackTemplateId: templateId, scores: action.scores, notes: action.notes, confidentialNotes: action.confidentialNotes, proceedToNextStage: action.proceedToNextStage, ...totals },
        };
      }
    }
  }
}
