import type { AnswerType, Stage } from '@ats/domain/jobs';
import type { PermittedStages } from '@ats/projections/candidate-list/candidate-list.query';

/** A question the list can be filtered by (`candidateResponseFilters`), as the filter panel offers it. */
export type CandidateResponseQuestion = {
  questionId: string;
  title: string;
  answerType: FilterableAnswerType;
  /** The choices of single and multi select questions; empty for the others. */
  options: string[];
  /** CURRENCY questions: the currency the answer is in. */
  currency: string | null;
  confidential: boolean;
  stageId: string;
  stageName: string;
};

/** Every answer type but FILE_UPLOAD: an uploaded file's name says nothing worth filtering by. */
export const FILTERABLE_ANSWER_TYPES = ['NUMERIC', 'CURRENCY', 'SINGLE_SELECT', 'MULTI_SELECT', 'YES_NO', 'SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT'] as const;
export type FilterableAnswerType = Extract<AnswerType, (typeof FILTERABLE_ANSWER_TYPES)[number]>;
const isFilterable = (type: AnswerType): type is FilterableAnswerType => (FILTERABLE_ANSWER_TYPES as readonly AnswerType[]).includes(type);

const readsConfidentialIn = (jobId: string, confidential: PermittedStages): boolean =>
  confidential === null || confidential.wholeJobIds.includes(jobId) || confidential.stages.some((stage) => stage.jobId === jobId);

/**
 * The questions of one job's shortlisting and collect-information tasks, every stage in pipeline order; a
 * confidential question only for a caller who reads confidential answers somewhere in the job (elsewhere their
 * filter could never match it, so offering it would only name it).
 */
export const candidateResponseQuestions = (jobId: string, stages: readonly Stage[], confidential: PermittedStages): CandidateResponseQuestion[] =>
  stages.flatMap((stage) =>
    stage.tasks.flatMap((task) =>
      task.type === 'SHORTLISTING_QUESTIONS' || task.type === 'COLLECT_INFORMATION'
        ? task.questions.flatMap((question) => {
            const { answerType } = question;
            if (!isFilterable(answerType) || (question.confidential && !readsConfidentialIn(jobId, confidential))) return [];
            return [
              {
                questionId: question.id,
                title: question.title,
                answerType,
                options: answerType === 'SINGLE_SELECT' || answerType === 'MULTI_SELECT' ? question.options : [],
                currency: answerType === 'CURRENCY' ? question.currency : null,
                confidential: question.confidential,
                stageId: stage.id,
                stageName: stage.name,
              },
            ];
          })
        : [],
    ),
  );
