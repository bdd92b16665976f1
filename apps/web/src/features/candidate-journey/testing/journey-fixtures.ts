import type { CandidateJourney, CandidateJourneyTask } from '../api/candidate-journey-api';

/** The journey specs' ids: a candidate user, a job and an application. */
export const USER = '7d8a1f4f-2b10-4c44-9a57-2f0c8c4e1b7a';
export const JOB = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
export const APP = '4b1e7c2a-9d3f-4e8a-b5c6-1a2b3c4d5e6f';

/** A task of the hub as the API answers it, not started, with only what `overrides` gives. */
export const journeyTask = (id: string, type: CandidateJourneyTask['type'], overrides: Partial<CandidateJourneyTask> = {}): CandidateJourneyTask => ({
  id,
  type,
  status: 'NOT_STARTED',
  startedAt: null,
  completedAt: null,
  deadline: null,
  title: null,
  message: null,
  videoUrl: null,
  fileType: null,
  questions: [],
  allowedMinutes: null,
  questionCount: null,
  hoursToSubmit: null,
  expectedDurationHours: null,
  ...overrides,
});

/** The hub of an active application in its Application stage, received. */
export const journeyOf = (tasks: CandidateJourneyTask[], overrides: Partial<CandidateJourney> = {}): CandidateJourney => ({
  applicationId: APP,
  candidateUserId: USER,
  jobId: JOB,
  jobName: 'Backend Engineer',
  status: 'ACTIVE',
  stage: { id: 'stage-1', name: 'Application' },
  receipt: 'RECEIVED',
  tasks,
  ...overrides,
});
