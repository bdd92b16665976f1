import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { installFakeApi } from '../../testing/fake-api';
import { api } from '../api/api-client';
import { APP_TOKENS_EXPIRED_ERROR_CODE } from '../api/app-tokens-expired';
import { APP_INTEGRATION_PATH, APP_TOKENS_REDIRECT_MS, useAppTokensExpiredRedirect } from './use-app-tokens-expired-redirect';

const Where = () => {
  useAppTokensExpiredRedirect();
  return <p>{useLocation().pathname}</p>;
};

const answer = (errorCode: string) => ({
  status: 400,
  body: { message: 'Your calendar connection has expired. Please connect it again.', statusCode: 400, success: false, errorCode, path: '/api/interviews' },
});

describe('an integration whose tokens expired (spec 01 §8)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the user to the integrations page 2 s after the answer, whichever call got it', async () => {
    jest.useFakeTimers();
    installFakeApi({ 'POST /interviews': answer(APP_TOKENS_EXPIRED_ERROR_CODE) });
    render(
      <MemoryRouter initialEntries={['/recruiter/interview-scheduling']}>
        <Where />
      </MemoryRouter>,
    );
    await expect(api.post('/interviews', {}, { auth: 'none' })).rejects.toMatchObject({ errorCode: APP_TOKENS_EXPIRED_ERROR_CODE });
    // The message is on screen meanwhile (the shared toast): the page stays for the 2 s.
    act(() => jest.advanceTimersByTime(APP_TOKENS_REDIRECT_MS - 1));
    expect(screen.getByText('/recruiter/interview-scheduling')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(APP_INTEGRATION_PATH)).toBeTruthy();
  });

  it('leaves the user where they are for any other refusal', async () => {
    jest.useFakeTimers();
    installFakeApi({ 'POST /interviews': answer('validation') });
    render(
      <MemoryRouter initialEntries={['/recruiter/interview-scheduling']}>
        <Where />
      </MemoryRouter>,
    );
    await expect(api.post('/interviews', {}, { auth: 'none' })).rejects.toMatchObject({ errorCode: 'validation' });
    act(() => jest.advanceTimersByTime(APP_TOKENS_REDIRECT_MS * 2));
    expect(screen.getByText('/recruiter/interview-scheduling')).toBeTruthy();
  });
});
