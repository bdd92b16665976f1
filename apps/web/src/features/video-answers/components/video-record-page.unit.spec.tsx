import { act, screen, waitFor, within } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi, type FakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { VideoRecordPage } from './video-record-page';

// The browser's recording and the tus client are the only fakes besides fetch: jsdom has no camera, no
// MediaRecorder and no tus server (the real upload is covered by video-answers.int and the e2e journey).
type FakeUploadOptions = { metadata: Record<string, string>; onProgress: (sent: number, total: number) => void; onSuccess: (payload: unknown) => void; onError: (error: unknown) => void };
const uploads: Array<{ options: FakeUploadOptions; starts: number }> = [];
let uploadBehaviour: 'succeed' | 'fail' = 'succeed';
jest.mock('tus-js-client', () => ({
  Upload: class {
    record: { options: FakeUploadOptions; starts: number };
    constructor(_file: Blob, options: FakeUploadOptions) {
      this.record = { options, starts: 0 };
      uploads.push(this.record);
    }
    start() {
      this.record.starts += 1;
      const { options } = this.record;
      setTimeout(() => {
        options.onProgress(50, 100);
        if (uploadBehaviour === 'fail') options.onError(new Error('network down'));
        else options.onSuccess({ lastResponse: { getHeader: () => FILE_ID } });
      }, 0);
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const FILE_ID = '0b7a3c1e-8f4d-4a2b-9c6e-1d2f3a4b5c6d';
const IDS = {
  userId: '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  roleId: '6d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  applicationId: '7e3a4f5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  stageId: '8f4b5a6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c',
  taskId: '9a5c6b7d-8e9f-4a0b-9c2d-3e4f5a6b7c8d',
};
const PATTERN = '/candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId/video-record';
const URL_OF = (ids = IDS) => `/candidate-journey/${ids.userId}/${ids.roleId}/${ids.applicationId}/${ids.stageId}/${ids.taskId}/video-record`;
const API_PATH = `/candidate-journey/applications/${IDS.applicationId}/stages/${IDS.stageId}/tasks/${IDS.taskId}/video-answers`;

const question = (takes: Array<{ fileId: string; take: number }> = []) => ({
  id: 'q-1',
  title: 'Tell us about yourself',
  media: 'VIDEO',
  retakes: 1,
  takesAllowed: 2,
  takes: takes.map((take) => ({ ...take, recordedAt: '2026-11-24T08:00:00.000Z' })),
  keptFileId: takes.at(-1)?.fileId ?? null,
});
const state = (overrides: Record<string, unknown> = {}) => ({ responseId: 'r-1', jobName: 'Backend Engineer', status: 'STARTED', maxSeconds: 180, questions: [question()], ...overrides });

class FakeMediaRecorder {
  static isTypeSupported = () => true;
  mimeType = 'video/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: unknown) {}
  start() {}
  pause() {}
  resume() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(['recorded-bytes'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

const getUserMedia = jest.fn();
const installBrowserRecording = () => {
  Object.assign(window, { MediaRecorder: FakeMediaRecorder });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: () => undefined }] });
  URL.createObjectURL = jest.fn(() => 'blob:take');
  URL.revokeObjectURL = jest.fn();
};

const signedIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));

const openPage = (api: FakeApi, language: 'en' | 'ar' = 'en') => {
  const page = renderPage(<VideoRecordPage />, { path: PATTERN, url: URL_OF(), language });
  signedIn();
  return { ...page, api };
};

describe('video record page', () => {
  beforeEach(() => {
    uploads.length = 0;
    uploadBehaviour = 'succeed';
    installBrowserRecording();
  });

  it('sends a malformed id to /404', async () => {
    installFakeApi();
    const page = renderPage(<VideoRecordPage />, { path: PATTERN, url: URL_OF({ ...IDS, stageId: 'not-an-id' }) });
    await waitFor(() => expect(page.location()).toBe('/404'));
  });

  it('asks a candidate without a token to sign in first', async () => {
    installFakeApi();
    renderPage(<VideoRecordPage />, { path: PATTERN, url: URL_OF() });
    expect(await screen.findByText('Sign in with your email to record your answers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /sign in/i }).getAttribute('href')).toBe(`/profile-builder/role/${IDS.roleId}/user/new`);
  });

  it('walks instructions, practice, a saved take and submission', async () => {
    let current = state({ status: 'NOT_STARTED' });
    const api = installFakeApi({
      [`GET ${API_PATH}`]: () => ({ body: current }),
      [`POST ${API_PATH}/start`]: () => {
        current = state();
        return { body: { id: 'r-1', revision: 0, position: '1' } };
      },
      [`POST ${API_PATH}/submit`]: () => {
        current = state({ status: 'COMPLETED' });
        return { body: { id: 'r-1', revision: 3, position: '4' } };
      },
    });
    const { user, location } = openPage(api);
    expect(await screen.findByRole('heading', { name: 'Video questions for Backend Engineer' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`POST ${API_PATH}/start`)).toHaveLength(1));
    expect(screen.getByText('There is 1 question.')).toBeTruthy();

    // Practice: recorded and played back, never uploaded.
    await user.click(screen.getByRole('button', { name: 'Start practice' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(screen.getByRole('status', { name: 'Recorder status' }).textContent).toMatch(/^Recording/);
    expect(screen.getByText('Please stop the recording before you leave this page.')).toBeTruthy();
    // Leaving the practice mid-recording is refused with the spec's words.
    await user.click(screen.getByRole('button', { name: 'Continue to the questions' }));
    expect(screen.getByRole('alert').textContent).toBe('Please stop the recording before you leave this page.');
    // …and so is going back to the tasks: the take would be lost.
    await user.click(screen.getByRole('link', { name: 'Back to your tasks' }));
    expect(location()).toBe(URL_OF());
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status', { name: 'Recorder status' }).textContent).toMatch(/^Paused/);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByLabelText('Your recording')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Recorder status' }).textContent).toBe('Review your recording');
    expect(uploads).toHaveLength(0);

    // The real take: uploaded (tus) with the page's ids, then published.
    await user.click(screen.getByRole('button', { name: 'Continue to the questions' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeTruthy();
    expect(screen.getByText(/Takes used: 0 of 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    api.answer(`GET ${API_PATH}`, () => ({ body: (current = state({ questions: [question([{ fileId: FILE_ID, take: 1 }])] })) }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.options.metadata).toMatchObject({ applicationId: IDS.applicationId, stageId: IDS.stageId, taskId: IDS.taskId, questionId: 'q-1', filetype: 'video/webm' });
    expect(await screen.findByText(/Takes used: 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(await screen.findByText('Answered (take 1)')).toBeTruthy();
    api.answer(`GET ${API_PATH}`, () => ({ body: current }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Thank you. Your answers have been submitted.')).toBeTruthy();
    // Done: the way back to the stage's other tasks.
    await user.click(screen.getByRole('link', { name: 'Back to your tasks' }));
    expect(location()).toBe(`/candidate-journey/${IDS.userId}/${IDS.roleId}/${IDS.applicationId}`);
  });

  it('says why the camera cannot be used', async () => {
    const api = installFakeApi({ [`GET ${API_PATH}`]: { body: state() }, [`POST ${API_PATH}/start`]: { body: {} } });
    const { user } = openPage(api);
    await user.click(await screen.findByRole('button', { name: 'Start practice' }));
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Access to your camera or microphone was denied. Allow access in your browser’s settings and try again.');
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No camera was found. Connect a camera and try again.');
  });

  it('offers to try a failed save again, resuming the same upload', async () => {
    const api = installFakeApi({ [`GET ${API_PATH}`]: { body: state({ questions: [question([{ fileId: 'f-0', take: 1 }])] }) } });
    const { user } = openPage(api);
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    uploadBehaviour = 'fail';
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to save your response. Please record your answer again.');
    uploadBehaviour = 'succeed';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.starts).toBe(2);
  });

  it('goes on with a save that failed offline when the connection is back', async () => {
    const api = installFakeApi({ [`GET ${API_PATH}`]: { body: state({ questions: [question([{ fileId: 'f-0', take: 1 }])] }) } });
    const { user } = openPage(api);
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    uploadBehaviour = 'fail';
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline. The upload continues when the connection is back.');
    uploadBehaviour = 'succeed';
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(uploads[0]!.starts).toBe(2);
    online.mockRestore();
  });

  it('says “Failed to submit” when the submission fails', async () => {
    const api = installFakeApi({
      [`GET ${API_PATH}`]: { body: state({ questions: [question([{ fileId: FILE_ID, take: 1 }])] }) },
      [`POST ${API_PATH}/submit`]: apiFailure(500, 'An unexpected error occurred. Please try again later.'),
    });
    const { user } = openPage(api);
    await user.click(await screen.findByRole('button', { name: 'Review and submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit. Please try again.');
  });

  it('offers to copy the URL or open another browser where recording is not supported', async () => {
    Object.assign(window, { MediaRecorder: undefined });
    const api = installFakeApi({ [`GET ${API_PATH}`]: { body: state() } });
    openPage(api);
    expect(await screen.findByText('Video recording is not supported in this browser')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in external browser' }).getAttribute('target')).toBe('_blank');
  });

  it('texts the link to a phone: required, valid, and the provider’s failure', async () => {
    const api = installFakeApi({
      [`GET ${API_PATH}`]: { body: state() },
      [`POST ${API_PATH}/start`]: { body: {} },
      [`POST ${API_PATH}/send-link`]: apiFailure(502, 'Unable to send SMS. Please try again.'),
    });
    const { user } = openPage(api);
    await user.click(await screen.findByRole('button', { name: 'Send link to my phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link to your phone' });
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(within(dialog).getByText('A phone number is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '+971 501234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Unable to send SMS. Please try again.')).toBeTruthy();
    expect(api.callsTo(`POST ${API_PATH}/send-link`)[0]!.body).toEqual({ phone: '+971 501234567' });
    api.answer(`POST ${API_PATH}/send-link`, { body: { sent: true } });
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent === 'The link was sent to +971 501234567.')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Arabic', async () => {
    const api = installFakeApi({ [`GET ${API_PATH}`]: { body: state() }, [`POST ${API_PATH}/start`]: { body: {} } });
    openPage(api, 'ar');
    expect(await screen.findByRole('heading', { name: 'أسئلة الفيديو لوظيفة Backend Engineer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ابدأ التدريب' })).toBeTruthy();
  });
});
