import { screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { useSession } from '@ats/web/app/auth/session';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeHistoryEntry } from '../profile/history-text';
import { ExportCandidatesButton, exportQueryOf } from './export-candidates-button';

const EXPORT = 'COMPANY::EXPORTS::CANDIDATE_DATA::*';
const WITH_EXPORT = { ...ADMIN_USER, roles: ['COMPANY_RECRUITER'], permissionV1: ['COMPANY::CANDIDATES::*', EXPORT], permissionV2: [EXPORT] };
const FILTERS = { jobRoleIds: ['job-1', 'job-2'], stages: ['s1'], active: false, nameOrEmail: 'lay', page: 3, take: 25 };

const fakeApi = (me: object) => {
  const api = installFakeApi({ 'GET /users/me': { body: me }, 'GET /exports/candidates': { body: 'applicationId\n' } });
  const plain = globalThis.fetch;
  // Downloads read a Blob, which the fake's responses lack.
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    const response = await plain(...args);
    return { ok: response.ok, status: response.status, text: response.text, blob: async () => new Blob([await response.text()]) } as Response;
  }) as typeof fetch;
  return api;
};

/** Says when the session is known, so a button's absence is judged after it. */
const SessionProbe = () => <p>{useSession().status}</p>;

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(
    <>
      <SessionProbe />
      <ExportCandidatesButton filters={FILTERS} />
    </>,
    { signedIn: true, language, path: '/recruiter/candidates' },
  );

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:candidates');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

test('the list’s filters are the export’s query, without the paging', () => {
  expect(Object.fromEntries(exportQueryOf(FILTERS))).toEqual({ jobRoleIds: 'job-1,job-2', stages: 's1', active: 'false', nameOrEmail: 'lay' });
  expect(Object.fromEntries(exportQueryOf({ ...FILTERS, jobRoleIds: [], stages: [], nameOrEmail: '', active: true }))).toEqual({ active: 'true' });
  // The CV search and the filter panel's criteria go along, as the list sends them.
  const cvSearch = { cvFilterType: 'INCLUDES_ANY' as const, cvSearchItems: ['Kubernetes', 'Go'] };
  expect(Object.fromEntries(exportQueryOf({ ...FILTERS, cvSearch }))).toMatchObject({ cvFilterType: 'INCLUDES_ANY', cvSearchItems: 'Kubernetes,Go' });
});

test('downloads the filtered list for a user with the export permission', async () => {
  const api = fakeApi(WITH_EXPORT);
  const { user } = render();
  const button = await screen.findByRole('button', { name: 'Export CSV' });
  await user.click(button);
  await waitFor(() => expect(api.callsTo('GET /exports/candidates')).toHaveLength(1));
  expect(api.callsTo('GET /exports/candidates')[0]!.query.get('nameOrEmail')).toBe('lay');
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
});

test('reads in Arabic, and is not offered without the permission', async () => {
  fakeApi(WITH_EXPORT);
  const { unmount } = render('ar');
  expect(await screen.findByRole('button', { name: 'تصدير CSV' })).toBeTruthy();
  unmount();
  fakeApi({ ...WITH_EXPORT, permissionV1: ['COMPANY::CANDIDATES::*'] });
  render();
  await screen.findByText('signed-in');
  expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
});

test('the timeline says the erasure in both languages', () => {
  const erased = {
    revision: 5,
    type: 'CandidateErased',
    occurredAt: '2026-11-23T10:00:00.000Z',
    actor: { kind: 'user' as const, id: 'u1', name: 'Rania Haddad' },
    summary: "The candidate's personal data was erased by Rania Haddad",
    details: { type: 'CandidateErased' as const },
  };
  expect(describeHistoryEntry(erased, createIntl({ locale: 'en', messages: messagesByLanguage.en }))).toEqual({ title: 'Personal data erased', detail: null });
  expect(describeHistoryEntry(erased, createIntl({ locale: 'ar', messages: messagesByLanguage.ar }))).toEqual({ title: 'تم مسح البيانات الشخصية', detail: null });
});
