import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@ats/web/app/api/api-types';
import type { Language } from '@ats/web/app/i18n/language';
import type { EmailSignature } from '@ats/web/features/candidates/api/email-signature-api';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { EmailComposerDialog } from './email-composer-dialog';

const ME: CurrentUser = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  roles: ['COMPANY_RECRUITER'],
  permissionV1: ['COMPANY::CANDIDATES::*'],
  companyId: 'co-1',
  companyName: 'Co',
};

const openComposer = (signature: EmailSignature, language: Language = 'en') => {
  const api = installFakeApi({
    'GET /users/me': { body: ME },
    'GET /users/me/email-signature': { body: signature },
    'GET /company-email-templates/company': { body: [] },
    'GET /job-applications/app-1/files': { body: { items: [] } },
  });
  renderPage(
    <EmailComposerDialog open applicationId="app-1" candidateName="Noor Hassan" canMarkConfidential={false} busy={false} onSend={async () => undefined} onClose={() => undefined} />,
    { signedIn: true, language },
  );
  return api;
};

describe('the composer’s signature preview', () => {
  test('shows, read-only below the message, the sender’s own signature as plain text with its line breaks', async () => {
    openComposer({ signature: 'Ada Admin\nHead of Talent <b>Acme</b>', source: 'user' });
    const preview = await screen.findByRole('region', { name: 'Your signature will be added below the message' });
    const text = within(preview).getByText(/Ada Admin/);
    // One text node, its line break kept on screen; the tag is text, not markup.
    expect(text.textContent).toBe('Ada Admin\nHead of Talent <b>Acme</b>');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(preview.querySelector('b')).toBeNull();
    expect(preview.querySelector('input, textarea, [contenteditable="true"]')).toBeNull();
  });

  test('says when the company’s signature is the one added', async () => {
    openComposer({ signature: 'The Acme hiring team', source: 'company' });
    const preview = await screen.findByRole('region', { name: 'The company signature will be added below the message' });
    expect(within(preview).getByText('The Acme hiring team')).toBeTruthy();
  });

  test.each([
    ['user' as const, 'رنا صالح', 'سيُضاف توقيعك أسفل الرسالة'],
    ['company' as const, 'فريق التوظيف', 'سيُضاف توقيع الشركة أسفل الرسالة'],
  ])('reads in Arabic (%s signature)', async (source, signature, label) => {
    openComposer({ signature, source }, 'ar');
    const preview = await screen.findByRole('region', { name: label });
    expect(within(preview).getByText(signature)).toBeTruthy();
  });

  test('shows nothing when no signature will be added', async () => {
    const api = openComposer({ signature: null, source: null });
    await screen.findByRole('dialog', { name: 'Email Noor Hassan' });
    await waitFor(() => expect(api.callsTo('GET /users/me/email-signature')).toHaveLength(1));
    expect(screen.queryByTestId('email-signature-preview')).toBeNull();
  });
});
