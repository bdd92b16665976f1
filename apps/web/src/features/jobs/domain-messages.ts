import { AutomationErrors } from '@ats/domain/jobs/stage-automations';
import { CandidateTaskErrors } from '@ats/domain/jobs/candidate-tasks';
import type { FieldMessage } from '../../app/forms/field-message';
import type { MessageId } from '../../app/i18n/messages';

/**
 * The shared rules of domain/jobs (candidate tasks §5.4, automations §5.5) answer the spec's English; each
 * maps to its catalogue entry so the Arabic interface reads it in Arabic. Other texts are shown as given.
 */
const BY_TEXT: Record<string, MessageId> = {
  [CandidateTaskErrors.tooManyQuestions().message]: 'jobs.rule.tooManyQuestions',
  [CandidateTaskErrors.questionTitle().message]: 'jobs.rule.questionTitle',
  [CandidateTaskErrors.tooFewOptions().message]: 'jobs.rule.tooFewOptions',
  [CandidateTaskErrors.emptyOption().message]: 'jobs.rule.emptyOption',
  [CandidateTaskErrors.noExpectedOption().message]: 'jobs.rule.noExpectedOption',
  [CandidateTaskErrors.wrongOption().message]: 'jobs.rule.wrongOption',
  [CandidateTaskErrors.negative().message]: 'jobs.rule.negative',
  [CandidateTaskErrors.minAboveMax().message]: 'jobs.rule.minAboveMax',
  [CandidateTaskErrors.required().message]: 'jobs.rule.required',
  [CandidateTaskErrors.autoArchiveFreeText().message]: 'jobs.rule.autoArchiveFreeText',
  [CandidateTaskErrors.autoArchiveOptional().message]: 'jobs.rule.autoArchiveOptional',
  [CandidateTaskErrors.welcomeVideo().message]: 'jobs.rule.welcomeVideo',
  [CandidateTaskErrors.positiveNumber().message]: 'jobs.rule.positiveNumber',
  [CandidateTaskErrors.passPercentage().message]: 'jobs.rule.passPercentage',
  [CandidateTaskErrors.skillBlocks().message]: 'jobs.rule.skillBlocks',
  [CandidateTaskErrors.retakes().message]: 'jobs.rule.retakes',
  [AutomationErrors.archiveUnresponsiveDays().message]: 'jobs.rule.archiveDays',
  [AutomationErrors.rejectionTemplate().message]: 'jobs.rule.rejectionTemplate',
  [AutomationErrors.rejectionTemplateUnknown().message]: 'jobs.automation.rejectionTemplate.unknown',
  [AutomationErrors.rejectionDays().message]: 'jobs.rule.rejectionDays',
  [AutomationErrors.invitationRequired().message]: 'jobs.rule.invitationRequired',
  [AutomationErrors.rejectionNeedsScreening().message]: 'jobs.rule.rejectionNeedsScreening',
  [AutomationErrors.archiveNeedsTask().message]: 'jobs.rule.archiveNeedsTask',
  [AutomationErrors.qualificationNeedsScreening().message]: 'jobs.rule.qualificationNeedsScreening',
};

const PLACEHOLDER = /^Please replace (\S+) in question title$/;

export const domainMessage = (text: string): FieldMessage => {
  const id = BY_TEXT[text];
  if (id) return { id };
  const placeholder = PLACEHOLDER.exec(text);
  if (placeholder) return { id: 'jobs.rule.placeholder', values: { key: placeholder[1]! } };
  return { raw: text };
};
