import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { AddScorePage } from './add-score-page';
import { FEEDBACK_TEMPLATE } from '../testing/feedback-template-fixtures';

const INTERVIEWER = { ...ADMIN_USER, permissionV1: ['COMPANY::VIEW_AND_SUBMIT_SCORES', 'USER::*'] };

const INTERVIEW = {
  interviewId: 'i1',
  applicationId: 'a1',
  jobId: 'j1',
  jobName: 'Backend Engineer',
  candidateName: 'Layla Nasser',
  title: 'Technical interview',
  startsAt: '2026-11-20T09:00:00.000Z',
  endsAt: '2026-11-20T10:00:00.000Z',
  timeZone: 'Asia/Dubai',
  feedbackTemplateId: 't1',
  status: 'SCHEDULED',
  isInterviewer: true,
  feedbackSubmittedByMe: false,
};


const OTHERS = {
  othersVisible: true,
  hiddenCount: 0,
  items: [
    {
      interviewerId: 'u2',
      interviewerName: 'Omar Interviewer',
      feedbackTemplateId: 't1',
      scores: [],
      notes: 'Strong on design',
      confidentialNotes: null,
      proceedToNextStage: true,
      totalScore: 9,
      totalPercentage: 90,
      submittedAt: '2026-11-20T11:00:00.000Z',
    },
  ],
};

const open = (language?: 'ar') =>
  renderPage(
    <Routes>
      <Route path="/recruiter/interview-scorecard-templates/add-score/application/:applicationId/booking/:bookingId" element={<AddScorePage />} />
    </Routes>,
    { signedIn: true, path: '/*', url: '/recruiter/interview-scorecard-templates/add-score/application/a1/booking/i1/', language },
  );

test('scores each skill with a live total, refuses unscored required skills, then submits and shows the others’ feedback', async () => {
  let submitted = false;
  const api = installFakeApi({
    'GET /users/me': { body: INTERVIEWER },
    'GET /interviews/i1': () => ({ body: { ...INTERVIEW, feedbackSubmittedByMe: submitted } }),
    'GET /feedback-templates/t1': { body: FEEDBACK_TEMPLATE },
    'POST /interviews/i1/feedback': () => {
      submitted = true;
      return { status: 201, body: {} };
    },
    'GET /interviews/i1/feedback': { body: OTHERS },
  });
  const { user } = open();
  expect(await screen.findByText('Technical interview with Layla Nasser')).toBeTruthy();
  expect(screen.getByText('How would you shard it?')).toBeTruthy();
  // Before one's own: the others' feedback is not asked for, and the page says when it shows.
  expect(screen.getByText('The other interviewers’ feedback shows once you submit yours.')).toBeTruthy();

  await user.click(within(screen.getByRole('group', { name: /Score for Testing/ })).getByRole('radio', { name: '3' }));
  expect(screen.getByRole('status').textContent).toBe('Total score 3 · 60%');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Submit feedback' }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'All required fields must be scored');
  expect(api.callsTo('POST /interviews/i1/feedback')).toHaveLength(0);
  expect(api.callsTo('GET /interviews/i1/feedback')).toHaveLength(0);

  await user.click(within(screen.getByRole('group', { name: /Score for System design/ })).getByRole('radio', { name: '5' }));
  expect(screen.getByRole('status').textContent).toBe('Total score 8 · 80%');
  await user.type(screen.getByRole('textbox', { name: 'Interview notes' }), 'Clear thinker');
  await user.type(screen.getByRole('textbox', { name: /Confidential notes/ }), 'Salary expectations high');
  await user.click(screen.getByRole('button', { name: 'Submit feedback' }));
  await waitFor(() => expect(api.callsTo('POST /interviews/i1/feedback')).toHaveLength(1));
  expect(api.callsTo('POST /interviews/i1/feedback')[0]!.body).toEqual({
    scores: [
      { skillId: 'testing', score: 3, notes: null },
      { skillId: 'design', score: 5, notes: null },
    ],
    notes: 'Clear thinker',
    confidentialNotes: 'Salary expectations high',
    proceedToNextStage: true,
  });
  expect(await screen.findByText('Omar Interviewer: 90% · proceed')).toBeTruthy();
  expect(screen.getByText('You have submitted your feedback for this interview.')).toBeTruthy();
});

test('asks for the proceed answer, and words the page in Arabic', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: INTERVIEWER },
    'GET /interviews/i1': { body: { ...INTERVIEW, feedbackTemplateId: null } },
  });
  const { user } = open('ar');
  await user.click(await screen.findByRole('button', { name: 'إرسال التقييم' }));
  expect(await screen.findByText('يرجى الإجابة عمّا إذا كان المرشح سينتقل')).toBeTruthy();
  expect(screen.getByText('لا يوجد قالب تقييم لهذه المقابلة: أضف ملاحظاتك وتوصيتك.')).toBeTruthy();
  expect(api.callsTo('POST /interviews/i1/feedback')).toHaveLength(0);
});
