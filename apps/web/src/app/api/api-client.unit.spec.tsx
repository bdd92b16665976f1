import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeAnswer, type FakeRequest } from '../../testing/fake-api';
import { readTokens, storeTokens } from '../auth/token-store';
import { api } from './api-client';
import { SESSION_EXPIRED_ERROR_CODE } from './api-error';
import { forgetPosition, getAfterPosition, recordPosition } from './read-your-writes';

describe('read-your-writes in the API client', () => {
  beforeEach(forgetPosition);

  it('sends the highest position a command answered as afterPosition', async () => {
    const fake = installFakeApi({ 'GET /inbox/count': { body: { count: 2 } } });
    recordPosition('41');
    recordPosition('40');
    await api.get('/inbox/count', { readYourWrites: true, auth: 'none' });
    expect(fake.calls[0]!.query.get('afterPosition')).toBe('41');
  });

  it('remembers the position any command answers, so the next query waits for it', async () => {
    recordPosition('50');
    const fake = installFakeApi({
      'POST /interviews': { status: 201, body: { id: 'i1', revision: 0, position: '77' } },
      'GET /interviews': { body: { items: [], total: 0 } },
    });
    await api.post('/interviews', { title: 'Systems design' }, { auth: 'none' });
    expect(getAfterPosition()).toBe('77');
    await api.get('/interviews', { readYourWrites: true, auth: 'none' });
    expect(fake.calls[1]!.query.get('afterPosition')).toBe('77');
  });

  it('forgets a position the server says is beyond its log, and asks once more without it', async () => {
    recordPosition('900000');
    const fake = installFakeApi({
      'GET /job-applications': (request) =>
        request.query.has('afterPosition')
          ? { status: 400, body: { message: 'afterPosition must be a position a command answered', statusCode: 400, success: false, errorCode: 'after-position-beyond-head', path: '/api/job-applications' } }
          : { body: { items: [] } },
    });
    await expect(api.get('/job-applications', { readYourWrites: true, auth: 'none' })).resolves.toEqual({ items: [] });
    expect(fake.calls.map((call) => call.query.get('afterPosition'))).toEqual(['900000', null]);
    expect(getAfterPosition()).toBeNull();
    expect(window.sessionStorage.getItem('afterPosition')).toBeNull();
  });

  it('asks a read again when a command answered while it was under way, and hands react-query’s shared first load the newer answer', async () => {
    recordPosition('10');
    let releaseFirstRead: () => void = () => undefined;
    const fake = installFakeApi({
      'POST /job-applications/a1/comments': { status: 201, body: { id: 'c1', revision: 4, position: '120' } },
      'GET /job-applications/a1/comments': (request) =>
        request.query.get('afterPosition') === '120'
          ? { body: { items: ['before', 'mine'] } }
          : new Promise((resolve) => (releaseFirstRead = () => resolve({ body: { items: ['before'] } }))),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryKey = ['comments', 'a1'];
    const firstLoad = queryClient.fetchQuery({ queryKey, queryFn: () => api.get('/job-applications/a1/comments', { readYourWrites: true, auth: 'none' }) });
    await api.post('/job-applications/a1/comments', { text: 'Strong systems answers' }, { auth: 'none' });
    // As a mutation's onSuccess does: the query has no data yet, so react-query returns the load under way.
    const refetch = queryClient.invalidateQueries({ queryKey });
    releaseFirstRead();
    await Promise.all([firstLoad, refetch]);
    expect(queryClient.getQueryData(queryKey)).toEqual({ items: ['before', 'mine'] });
    expect(fake.callsTo('GET /job-applications/a1/comments').map((call) => call.query.get('afterPosition'))).toEqual(['10', '120']);
  });

  it('does not retry other refusals', async () => {
    recordPosition('7');
    const fake = installFakeApi({
      'GET /job-applications': { status: 400, body: { message: 'Please enter valid input', statusCode: 400, success: false, errorCode: 'validation', path: null } },
    });
    await expect(api.get('/job-applications', { readYourWrites: true, auth: 'none' })).rejects.toMatchObject({ message: 'Please enter valid input' });
    expect(fake.calls).toHaveLength(1);
    expect(getAfterPosition()).toBe('7');
  });
});

describe('the token refresh on 499', () => {
  const signIn = () => {
    window.localStorage.clear();
    storeTokens('staff', { accessToken: 'old-access', refreshToken: 'old-refresh' });
  };
  const expiredUnlessNewToken = (request: FakeRequest): FakeAnswer =>
    request.headers.Authorization === 'Bearer new-access' ? { body: { ok: true } } : { status: 499, body: { message: 'Token expired', statusCode: 499 } };

  it('refreshes once for calls that meet it together, then retries each with the new token', async () => {
    signIn();
    const fake = installFakeApi({
      'GET /users/me': expiredUnlessNewToken,
      'GET /inbox/list-count': expiredUnlessNewToken,
      'GET /auth/login/refresh-token': { body: { accessToken: 'new-access', refreshToken: 'new-refresh' } },
    });
    await expect(Promise.all([api.get('/users/me', { auth: 'staff' }), api.get('/inbox/list-count', { auth: 'staff' })])).resolves.toEqual([{ ok: true }, { ok: true }]);
    const refreshes = fake.callsTo('GET /auth/login/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers.Authorization).toBe('Bearer old-refresh');
    expect(readTokens('staff')).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(fake.callsTo('GET /users/me').map((call) => call.headers.Authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('a refused refresh clears the tokens and answers the session-expired error', async () => {
    signIn();
    installFakeApi({
      'GET /users/me': expiredUnlessNewToken,
      'GET /auth/login/refresh-token': { status: 401, body: { message: 'Unauthorized', statusCode: 401 } },
    });
    await expect(api.get('/users/me', { auth: 'staff', quietExpiry: true })).rejects.toMatchObject({ errorCode: SESSION_EXPIRED_ERROR_CODE });
    expect(readTokens('staff')).toBeNull();
  });
});
