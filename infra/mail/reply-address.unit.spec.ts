import { randomBytes } from 'node:crypto';
import { emailIdOfReplyToken, replyAddress, replyToken, replyTokenOfAddress } from './reply-address';

describe('reply addresses', () => {
  const key = randomBytes(64);
  const emailId = '3f2b6c1e-8a4d-4f0e-9b7a-1c2d3e4f5a6b';

  it('round-trips an e-mail id through its signed token, in any case, within the 64-character local part', () => {
    const address = replyAddress(key, emailId, 'reply.ats.example');
    const token = replyTokenOfAddress(address);
    expect(token).toBe(replyToken(key, emailId));
    expect(`reply+${token}`.length).toBeLessThanOrEqual(64);
    expect(emailIdOfReplyToken(key, token!)).toBe(emailId);
    expect(emailIdOfReplyToken(key, token!.toUpperCase())).toBe(emailId);
  });

  it('refuses a token signed with another key, a changed id, and anything malformed', () => {
    const token = replyToken(key, emailId);
    expect(emailIdOfReplyToken(randomBytes(64), token)).toBeNull();
    const otherId = `0${token.slice(1)}`;
    expect(emailIdOfReplyToken(key, otherId)).toBeNull();
    expect(emailIdOfReplyToken(key, 'abc')).toBeNull();
    expect(replyTokenOfAddress('someone@example.com')).toBeNull();
  });
});
