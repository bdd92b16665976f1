import { randomInt } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { planQuiz, quizDecider, quizView, type QuizCommand, type QuizState } from '@ats/domain/candidate-tasks';
import type { QuizLanguage } from '@ats/domain/candidate-tasks/quiz-library';
import { decideAndAppend, loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import type { CandidateTaskPath } from '../candidate-path-params';
import { candidateOwnApplication, candidateStageTask, taskResponseStream, type CandidateStageTask } from '../candidate-application';
import type { QuizStateResponseDto } from './quiz.response.dto';

/** Which task of which stage of which application: the quiz page's own ids. */
export type QuizTarget = CandidateTaskPath;

const QUIZ_TYPES = ['SKILL_BASED_TEST', 'PSYCHOMETRIC_TEST'] as const;
type QuizTask = CandidateStageTask<(typeof QUIZ_TYPES)[number]>;

/** The candidate's own quiz task of their current stage (else the candidate pages' 404) and its response so far. */
const loadQuiz = async (store: EventStore, dataSource: DataSource, accounts: CandidateAccounts, candidate: CandidateCaller, target: QuizTarget) => {
  const own = await candidateOwnApplication(store, dataSource, accounts, candidate, target.applicationId);
  const task = await candidateStageTask(own, target.stageId, target.taskId, QUIZ_TYPES);
  const loaded = await loadAggregate(store, taskResponseStream(task.ref.responseId).id, quizDecider, own.companyId);
  return { task, state: loaded?.state ?? quizDecider.initialState() };
};

/** The page's state as of `now`: before the start, the figures the instructions quote (the count drawn does not depend on the draw). */
const stateResponse = (task: QuizTask, state: QuizState, now: Date, language: QuizLanguage): QuizStateResponseDto => {
  const view = quizView(state, now, language);
  const base = { quizType: task.task.type, jobName: task.job.name, testName: task.task.type === 'PSYCHOMETRIC_TEST' ? task.task.testName : null };
  if (!view) {
    const plan = planQuiz(task.task, () => 0);
    return { ...base, status: 'NOT_STARTED', questionCount: plan.questions.length, secondsPerQuestion: plan.secondsPerQuestion, totalSeconds: plan.totalSeconds, deadline: null, answeredCount: 0, current: null, autoSubmitted: false };
  }
  return { ...base, ...view };
};

export class CandidateQuizQuery extends Query<QuizStateResponseDto> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly target: QuizTarget,
    readonly language: QuizLanguage = 'en',
  ) {
    super();
  }
}

@QueryHandler(CandidateQuizQuery)
export class CandidateQuizQueryHandler implements IQueryHandler<CandidateQuizQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate, target, language }: CandidateQuizQuery): Promise<QuizStateResponseDto> {
    const { task, state } = await loadQuiz(this.store, this.dataSource, this.accounts, candidate, target);
    return stateResponse(task, state, new Date(), language);
  }
}

export type CandidateQuizAction = { kind: 'start'; confirmed: boolean } | { kind: 'answer'; questionId: string; choice: number | null } | { kind: 'submit' };

export class CandidateQuizCommand extends Command<QuizStateResponseDto> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly target: QuizTarget,
    readonly action: CandidateQuizAction,
    readonly language: QuizLanguage = 'en',
  ) {
    super();
  }
}

/**
 * Start (questions drawn here, with crypto, and passed into the decider), answer, submit: each decided on the
 * response's stream with the server's clock, answering the page's next state.
 */
@CommandHandler(CandidateQuizCommand)
export class CandidateQuizCommandHandler implements ICommandHandler<CandidateQuizCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate, target, action, language }: CandidateQuizCommand): Promise<QuizStateResponseDto> {
    const { task, state } = await loadQuiz(this.store, this.dataSource, this.accounts, candidate, target);
    const { responseId } = task.ref;
    const now = new Date();
    const [command, commandId]: [QuizCommand, string] =
      action.kind === 'start'
        ? [{ type: 'StartQuiz', data: { ref: task.ref, confirmed: action.confirmed, plan: planQuiz(task.task, randomInt) } }, `${responseId}:start`]
        : action.kind === 'answer'
          ? [{ type: 'AnswerQuizQuestion', data: { questionId: action.questionId, choice: action.choice } }, `${responseId}:answer:${state.status === 'NOT_STARTED' ? 0 : state.current}`]
          : [{ type: 'SubmitQuiz', data: {} }, `${responseId}:submit`];
    const { events } = await decideAndAppend(this.store, taskResponseStream(responseId), quizDecider, command, {
      companyId: task.companyId,
      actor: { kind: 'candidate', id: candidate.candidateUserId, name: 'Candidate' },
      commandId,
      now,
    });
    const after = (await loadAggregate(this.store, taskResponseStream(responseId).id, quizDecider, task.companyId))?.state ?? state;
    const response = stateResponse(task, after, now, language);
    if (action.kind !== 'answer') return response;
    const recorded = events.find((event) => event.type === 'QuizAnswerRecorded' && (event.data as { questionId: string }).questionId === action.questionId);
    return { ...response, answerTimedOut: (recorded?.data as { timedOut?: boolean } | undefined)?.timedOut ?? false };
  }
}
