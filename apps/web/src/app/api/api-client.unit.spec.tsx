import { installFakeApi } from '../../testing/fake-api';
import { api } from './api-client';
import { getAfterPosition, recordPosition } from './read-your-writes';

describe('read-your-writes in the API client', () => {
  it('sends the highest position a command answered as afterPosition', async () => {
    const fake = installFakeApi({ 'GET /inbox/count': { body: { count: 2 } } });
    recordPosition('41');
    recordPosition('40');
    await api.get('/inbox/count', { readYourWrites: true, auth: 'none' });
    expect(fake.calls[0]!.query.get('afterPosition')).toBe('41');
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
