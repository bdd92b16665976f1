import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { AddCandidatePage } from './add-candidate-page';

const route = { path: '/recruiter/candidates/add-candidate', signedIn: true };

const fakeApi = (count: number) =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [] },
    'GET /job-applications/duplicates': { body: { count, message: count ? `This candidate already exists in your company. ${count} applications found` : null } },
  });

describe('duplicate detection on add candidate (spec 02 §2.12)', () => {
  test('asks the company’s duplicates for the e-mail when the field is left, and warns with the spec wording', async () => {
    const api = fakeApi(2);
    const { user } = renderPage(<AddCandidatePage />, route);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ' Maya@Example.com ');
    await user.tab();
    expect(await screen.findByText('This candidate already exists in your company. 2 applications found')).toBeTruthy();
    expect(api.callsTo('GET /job-applications/duplicates')[0].query.get('email')).toBe('maya@example.com');
  });

  test('warns in Arabic too, and says nothing when no candidate holds the e-mail', async () => {
    fakeApi(3);
    const { user } = renderPage(<AddCandidatePage />, { ...route, language: 'ar' });
    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), 'maya@example.com');
    await user.tab();
    expect(await screen.findByText('هذا المرشح موجود بالفعل في شركتك. تم العثور على 3 طلبات')).toBeTruthy();
  });

  test('no warning without a duplicate', async () => {
    const api = fakeApi(0);
    const { user } = renderPage(<AddCandidatePage />, route);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new@example.com');
    await user.tab();
    await waitFor(() => expect(api.callsTo('GET /job-applications/duplicates')).toHaveLength(1));
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});
