import { randomBytes } from 'node:crypto';
import { signApprovalLink, verifyApprovalLink } from './approval-link';

describe('approval links', () => {
  const key = randomBytes(64);
  const claims = { companyId: 'c', subjectType: 'requisition' as const, subjectId: 'r', round: 1, stepIndex: 0, approverId: 'u' };

  it('verifies its own signature and nothing else', () => {
    const token = signApprovalLink(key, claims);
    expect(verifyApprovalLink(key, token)).toMatchObject(claims);
    expect(verifyApprovalLink(randomBytes(64), token)).toBeNull();
    expect(verifyApprovalLink(key, `${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses an expired link', () => {
    const token = signApprovalLink(key, claims, Date.now() - 31 * 24 * 3600 * 1000);
    expect(verifyApprovalLink(key, token)).toBeNull();
  });
});
