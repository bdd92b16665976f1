import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { candidateReminderDecider, reminderInstant, reminderLocalDateTime } from '@ats/domain/candidate-reminders/candidate-reminder';
import { streamId, type Actor } from '@ats/domain/shared';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import { candidateOwnApplication, candidatePageNotFound, type CandidateOwnApplication } from '../candidate-application';
import type { CandidateReminderResponseDto, SetCandidateReminderRequestDto } from './candidate-reminders.dto';

const REMINDER_NAMESPACE = '6c2e9a41-3f7d-4b8e-9d15-7a0c4e2b8f63';

/** One reminder per application and stage: its id is fixed by the two, so picking again moves the same reminder. */
export const candidateReminderId = (applicationId: string, stageId: string) => uuidV5(`${applicationId}:${stageId}`, REMINDER_NAMESPACE);

const reminderStream = (reminderId: string) => ({ id: streamId('candidatereminder', reminderId), entityId: reminderId, notFound: candidatePageNotFound });

const candidateActor = (candidate: CandidateCaller): Actor => ({ kind: 'candidate', id: candidate.candidateUserId, name: 'Candidate' });

/** The candidate's reminder: their own application, in the stage the page names, still active; else 404. */
@Injectable()
export class CandidateReminders {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  private async own(candidate: CandidateCaller, applicationId: string, stageId: string): Promise<CandidateOwnApplication & { stageName: string }> {
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, applicationId);
    const stage = own.job.stages.find((candidateStage) => candidateStage.id === stageId);
    if (!stage || own.application.stageId !== stageId || own.application.status !== 'ACTIVE') throw candidatePageNotFound();
    return { ...own, stageName: stage.name };
  }

  async view(candidate: CandidateCaller, applicationId: string, stageId: string): Promise<CandidateReminderResponseDto> {
    const own = await this.own(candidate, applicationId, stageId);
    const reminderId = candidateReminderId(applicationId, stageId);
    const state = (await loadAggregate(this.store, reminderStream(reminderId).id, candidateReminderDecider, own.companyId))?.state;
    const set = state?.exists ? state : null;
    return {
      reminderId,
      jobName: own.job.name,
      stageName: own.stageName,
      remindAt: set?.remindAt ?? null,
      timeZone: set?.timeZone ?? null,
      localDateTime: set ? reminderLocalDateTime(set.remindAt, set.timeZone) : null,
      sentAt: set?.sentAt ?? null,
    };
  }

  async set(candidate: CandidateCaller, applicationId: string, stageId: string, commandId: string, body: SetCandidateReminderRequestDto): Promise<CommandResult> {
    const own = await this.own(candidate, applicationId, stageId);
    const remindAt = reminderInstant(body.remindAt, body.timeZone);
    const reminderId = candidateReminderId(applicationId, stageId);
    const { application } = own;
    const { result } = await decideAndAppend(
      this.store,
      reminderStream(reminderId),
      candidateReminderDecider,
      {
        type: 'SetCandidateReminder',
        data: {
          ref: { reminderId, applicationId, candidateId: application.candidateId, candidateUserId: candidate.candidateUserId, jobId: application.jobId, stageId },
          remindAt,
          timeZone: body.timeZone,
        },
      },
      { companyId: own.companyId, actor: candidateActor(candidate), commandId },
    );
    return result;
  }
}

