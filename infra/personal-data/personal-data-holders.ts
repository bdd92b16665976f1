import { applicationFilesPersonalData } from '@ats/projections/application-files/application-files.personal-data';
import { candidateListPersonalData } from '@ats/projections/candidate-list/candidate-list.personal-data';
import { candidatesPersonalData } from '@ats/projections/candidates/candidates.personal-data';
import { candidateTaskResponsesPersonalData } from '@ats/projections/candidate-task-responses/candidate-task-responses.personal-data';
import { commentsPersonalData } from '@ats/projections/comments/comments.personal-data';
import { cvTextsPersonalData } from '@ats/projections/cv-texts/cv-texts.personal-data';
import { inboxPersonalData } from '@ats/projections/inbox/inbox.personal-data';
import { interviewsPersonalData } from '@ats/projections/interviews/interviews.personal-data';
import type { PersonalDataHolder } from '@ats/projections/personal-data-holder';
import { customFieldValuesPersonalData } from '../db/custom-field-values.personal-data';
import { interviewInvitationsPersonalData } from '../interviews/interview-invitations.personal-data';
import { candidateEmailsPersonalData } from '../mail/candidate-email.personal-data';

/**
 * Every place outside the event log that keeps a candidate's personal data in plain text. A feature that adds
 * one (a read model, a relational table, blobs) adds its holder here; the erasure spec scans every text column
 * and the blob directory after an erasure, so a missing holder fails it. Kafka is not one: the relay publishes
 * personal parts sealed under the candidate's key, which the erasure destroys (ADR 0017).
 */
export const PERSONAL_DATA_HOLDERS: readonly PersonalDataHolder[] = [
  candidateListPersonalData,
  commentsPersonalData,
  applicationFilesPersonalData,
  inboxPersonalData,
  customFieldValuesPersonalData,
  cvTextsPersonalData,
  candidateEmailsPersonalData,
  candidatesPersonalData,
  candidateTaskResponsesPersonalData,
  interviewsPersonalData,
  interviewInvitationsPersonalData,
];
