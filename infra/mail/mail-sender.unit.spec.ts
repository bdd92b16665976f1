import { DEFAULT_MAIL_BACKOFF, mailRetryDelayMs } from './mail-sender';

describe('mail retry backoff', () => {
  it('doubles from 30 s and is capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => mailRetryDelayMs(attempts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('keeps retrying for most of a day before giving up', () => {
    let waited = 0;
    for (let attempts = 1; attempts < DEFAULT_MAIL_BACKOFF.maxAttempts; attempts += 1)
      waited += mailRetryDelayMs(attempts);
    expect(DEFAULT_MAIL_BACKOFF.maxAttempts).toBe(24);
    expect(waited / 3_600_000).toBeGreaterThan(17);
    expect(waited / 3_600_000).toBeLessThan(19);
  });

  it('follows a given policy', () => {
    expect(mailRetryDelayMs(3, { baseMs: 100, capMs: 250, maxAttempts: 5 })).toBe(250);
    expect(mailRetryDelayMs(2, { baseMs: 100, capMs: 250, maxAttempts: 5 })).toBe(200);
  });
});
