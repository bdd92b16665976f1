import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicationDetail, CurrentUser } from '@ats/web/app/api/api-types';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CommentList, CommentThread } from '@ats/web/features/candidates/api/comments-api';
import { ProfileTabs } from '../profile-tabs';
import { CommentsPanel } from './comments-panel';

const ME = 'u-1';
const RANIA = 'u-2';

const user = (permissionV1: string[]): CurrentUser => ({
  id: ME,
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  roles: ['COMPANY_RECRUITER'],
  permissionV1,
  companyId: 'co-1',
  companyName: 'Co',
});
const RECRUITER = user(['COMPANY::CANDIDATES::*']);
/** Profile access without confidential access. */
const VIEWER = user(['COMPANY::CANDIDATES::PROFILES::VIEW']);

const comment = (overrides: Partial<CommentThread>): CommentThread => ({
  id: 'c-1',
  parentCommentId: null,
  authorId: ME,
  authorName: 'Ada Admin',
  confidential: false,
  text: 'Hello',
  erased: false,
  deleted: false,
  mentionedUserIds: [],
  createdAt: '2026-01-05T09:00:00.000Z',
  editedAt: null,
  replyCount: 0,
  replies: [],
  ...overrides,
});

const LIST: CommentList = {
  items: [
    comment({
      id: 'c-1',
      text: `Ask @[Rania Haddad](${RANIA}) — notes at https://example.com/notes. <img src=x onerror="alert(1)">`,
      mentionedUserIds: [RANIA],
      replyCount: 1,
      replies: [comment({ id: 'r-1', parentCommentId: 'c-1', authorId: RANIA, authorName: 'Rania Haddad', text: 'On it' })],
    }),
    comment({ id: 'c-2', authorId: RANIA, authorName: 'Rania Haddad', text: 'Salary is high', confidential: true }),
  ],
  total: 2,
  page: 1,
  take: 100,
};

const MEMBERS = [
  { id: RANIA, name: 'Rania Haddad', email: 'rania@example.com', confidentialAccess: true },
  { id: 'u-3', name: 'Omar Said', email: 'omar@example.com', confidentialAccess: false },
];

const APPLICATION = { applicationId: 'app-1', jobId: 'j-1', stageId: 's-1' };
const base = '/job-applications/app-1/comments';

const fakeApi = (me: CurrentUser = RECRUITER, list: CommentList = LIST) =>
  installFakeApi({
    'GET /users/me': { body: me },
    [`GET ${base}`]: { body: list },
    [`GET ${base}/mentionable-members`]: { body: MEMBERS },
    [`POST ${base}`]: { status: 201, body: { id: 'app-1', revision: 3, position: '70', commentId: 'c-9' } },
    [`POST ${base}/c-1/replies`]: { status: 201, body: { id: 'app-1', revision: 3, position: '71', commentId: 'r-9' } },
    [`PATCH ${base}/c-1`]: { body: { id: 'app-1', revision: 3, position: '72', commentId: 'c-1' } },
    [`DELETE ${base}/c-1`]: { body: { id: 'app-1', revision: 3, position: '73', commentId: 'c-1' } },
  });

describe('the comments panel', () => {
  test('lists comments with their replies and counts; mentions highlighted, links safe, HTML shown as text', async () => {
    fakeApi();
    renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    const [first] = await screen.findAllByTestId('comment');
    expect(within(first!).getByText('@Rania Haddad').getAttribute('data-user-id')).toBe(RANIA);
    const link = within(first!).getByRole('link', { name: 'https://example.com/notes' });
    expect(link.getAttribute('href')).toBe('https://example.com/notes');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    // The markup is text: no element was made of it.
    expect(first!.querySelector('img')).toBeNull();
    expect(within(first!).getByText(/<img src=x onerror="alert\(1\)">/)).toBeTruthy();
    expect(within(first!).getByText('1 reply')).toBeTruthy();
    expect(within(first!).getByText('On it')).toBeTruthy();
    expect(screen.getByText('2 comments')).toBeTruthy();
    expect(screen.getByText('Confidential', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('No interviews scheduled yet')).toBeTruthy();
  });

  test('offers edit and delete only on one’s own comments; delete asks first, then deletes by id', async () => {
    const api = fakeApi();
    const { user } = renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    const [mine, , theirs] = await screen.findAllByTestId('comment');
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(mine!).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    expect(api.callsTo(`DELETE ${base}/c-1`)).toHaveLength(1);
  });

  test('edits one’s own comment with its text and flag', async () => {
    const api = fakeApi(RECRUITER, { ...LIST, items: [comment({ id: 'c-1', text: 'Frist draft' })], total: 1 });
    const { user } = renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('combobox', { name: 'Edit the comment' });
    await user.clear(field);
    await user.type(field, 'First draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeTruthy();
    expect(api.callsTo(`PATCH ${base}/c-1`)[0]!.body).toEqual({ text: 'First draft', confidential: false });
  });

  test('refuses an empty comment in place, sending nothing', async () => {
    const api = fakeApi();
    const { user } = renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('comment');
    await user.type(screen.getByRole('combobox', { name: 'Write a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Please write some comment')).toBeTruthy();
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
  });

  test('@ suggests the job’s team; picking one writes the mention token; a confidential comment is sent as such', async () => {
    const api = fakeApi();
    const { user } = renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('comment');
    const field = screen.getByRole('combobox', { name: 'Write a comment' });
    await user.type(field, 'Please review @oma');
    const listbox = await screen.findByRole('listbox', { name: 'Team members to mention' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Omar Saidomar@example.com']);
    await user.keyboard('{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe('Please review @[Omar Said](u-3) ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comment added')).toBeTruthy();
    expect(api.callsTo(`POST ${base}`)[0]!.body).toEqual({ text: 'Please review @[Omar Said](u-3)', confidential: false });

    // Confidential: only members with confidential access are offered.
    await user.click(screen.getByRole('switch', { name: 'Confidential' }));
    await user.type(field, 'Secret for @');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Rania Haddadrania@example.com']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.callsTo(`POST ${base}`)).toHaveLength(2));
    expect(api.callsTo(`POST ${base}`)[1]!.body).toEqual({ text: 'Secret for @', confidential: true });
  });

  test('replies to a comment; the server’s refusal is shown', async () => {
    const api = fakeApi();
    api.answer(`POST ${base}/c-1/replies`, apiFailure(409, 'This comment was deleted and cannot be replied to'));
    const { user } = renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    const [first] = await screen.findAllByTestId('comment');
    await user.click(within(first!).getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('combobox', { name: 'Write a reply' });
    await user.type(field, 'Agreed');
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('This comment was deleted and cannot be replied to')).toBeTruthy();
    expect(api.callsTo(`POST ${base}/c-1/replies`)[0]!.body).toEqual({ text: 'Agreed', confidential: false });
  });

  test('a reader without confidential access gets no confidential switch', async () => {
    fakeApi(VIEWER);
    renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true });
    await screen.findAllByTestId('comment');
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Confidential' })).toBeNull());
  });

  test('reads in Arabic', async () => {
    fakeApi();
    renderPage(<CommentsPanel application={APPLICATION} />, { signedIn: true, language: 'ar' });
    expect(await screen.findByText('لم تُجدول أي مقابلات بعد')).toBeTruthy();
    expect(await screen.findByText('رد واحد')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'اكتب تعليقًا' })).toBeTruthy();
  });
});

describe('the profile deep link to a comment', () => {
  test('?tabId={commentId} opens "Interviews & comments" and focuses that comment', async () => {
    fakeApi();
    renderPage(<ProfileTabs applicationId="app-1" application={{ ...(APPLICATION as unknown as ApplicationDetail) }} />, {
      path: '/recruiter/candidate-profile/:applicationId',
      url: '/recruiter/candidate-profile/app-1?tabId=r-1',
      signedIn: true,
    });
    expect(screen.getByRole('tab', { name: 'Interviews & comments' }).getAttribute('aria-selected')).toBe('true');
    const reply = (await screen.findByText('On it')).closest('li')!;
    await waitFor(() => expect(document.activeElement).toBe(reply));
    expect(reply.id).toBe('comment-r-1');
  });
});
