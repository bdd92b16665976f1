import { screen, waitFor, within } from '@testing-library/react';
import type { InboxNotification, InboxPage } from '@ats/web/app/api/api-types';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { InboxDrawer } from './inbox-drawer';

const BULK_ACTION = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A bulk action's one notice: no single application, the action and the count of the reader's candidates. */
const bulkNotice = (id: string, type: InboxNotification['type'], title: string, extra: Record<string, unknown> = {}, bulkCount = 3): InboxNotification => ({
  id,
  type,
  title,
  isRead: false,
  isImportant: false,
  createdAt: new Date().toISOString(),
  jobApplicationId: null,
  jobRoleId: null,
  candidateName: null,
  roleName: null,
  redirectionData: { actorName: 'Sara Ali', bulkActionId: BULK_ACTION, bulkCount, ...extra },
});

const NOTICES = [
  bulkNotice('n1', 'BULK_MENTIONS', 'Sara Ali mentioned you in a comment on 3 candidates'),
  bulkNotice('n2', 'STAGE_CHANGED', 'Sara Ali moved 3 of your candidates to Interview', { toStageName: 'Interview' }),
  bulkNotice('n3', 'CANDIDATE_ARCHIVED', 'Sara Ali archived 3 of your candidates: Not a fit', { archiveReason: 'Not a fit' }),
  bulkNotice('n4', 'CANDIDATE_UNARCHIVED', 'Sara Ali unarchived 2 of your candidates', {}, 2),
  bulkNotice('n5', 'STAGE_CHANGED', 'Sara Ali moved 2 of your candidates', {}, 2),
];

const pageOf = (notifications: InboxNotification[]): InboxPage => ({
  notifications,
  paginationOptions: { page: 1, perPage: 20, total: notifications.length, totalPages: 1, hasNext: false },
});

const renderDrawer = (language: 'en' | 'ar') => {
  const api = installFakeApi({ 'GET /inbox': { body: pageOf(NOTICES) }, 'PUT /inbox/n2': { body: {} } });
  const onClose = jest.fn();
  return { api, onClose, ...renderPage(<InboxDrawer open onClose={onClose} />, { signedIn: true, language }) };
};

/** The rows' texts once the five notices are listed (the shimmer shows first). */
const rowTexts = async () => {
  let texts: string[] = [];
  await waitFor(() => {
    const list = screen.getAllByRole('list').find((candidate) => within(candidate).queryAllByRole('listitem').length === NOTICES.length);
    expect(list).toBeTruthy();
    texts = within(list!).getAllByRole('listitem').map((row) => row.textContent ?? '');
  });
  return texts;
};

describe('a bulk action’s one notice in the inbox (BULK_MENTIONS; a bulk stage move’s, archive’s, unarchive’s)', () => {
  test('reads in English, counting the reader’s candidates', async () => {
    renderDrawer('en');
    const texts = await rowTexts();
    expect(texts[0]).toContain('Sara Ali mentioned you in a comment on 3 candidates');
    expect(texts[1]).toContain('Sara Ali moved 3 of your candidates to Interview');
    expect(texts[2]).toContain('Sara Ali archived 3 of your candidates: Not a fit');
    expect(texts[3]).toContain('Sara Ali unarchived 2 of your candidates');
    // The items went to different stages: no stage named.
    expect(texts[4]).toContain('Sara Ali moved 2 of your candidates');
    expect(texts[4]).not.toContain(' to ');
  });

  test('reads in Arabic, not the server’s English title', async () => {
    renderDrawer('ar');
    const texts = await rowTexts();
    expect(texts[0]).toContain('أشار إليك Sara Ali في تعليق على 3 مرشحين');
    expect(texts[1]).toContain('نقل Sara Ali 3 مرشحين من مرشحيك إلى Interview');
    expect(texts[2]).toContain('أرشف Sara Ali 3 مرشحين من مرشحيك: Not a fit');
    expect(texts[3]).toContain('ألغى Sara Ali أرشفة مرشحَين من مرشحيك');
    expect(texts[4]).toContain('نقل Sara Ali مرشحَين من مرشحيك');
    for (const text of texts) expect(text).not.toMatch(/of your candidates|mentioned you/);
  });

  test('opens the candidate list filtered by the bulk action, marking the notice read', async () => {
    const page = renderDrawer('en');
    await page.user.click(await screen.findByText('Sara Ali moved 3 of your candidates to Interview'));
    await waitFor(() => expect(page.location()).toBe(`/recruiter/candidates?bulkActionId=${BULK_ACTION}`));
    expect(page.api.callsTo('PUT /inbox/n2')[0]!.body).toEqual({ isRead: true });
    expect(page.onClose).toHaveBeenCalled();
  });
});
