import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { useBulkSelection } from '@ats/web/features/candidates/hooks/use-bulk-selection';
import { BulkActionBar } from './bulk-action-bar';

const IDS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'];
const MONA = 'u0000000-0000-4000-8000-000000000007';

const Harness = () => {
  const selection = useBulkSelection('filter', 2);
  return (
    <>
      {IDS.map((id, index) => (
        <button key={id} type="button" onClick={() => selection.toggle(id)}>
          {`row ${index}`}
        </button>
      ))}
      <BulkActionBar selection={selection} filter={{ jobRoleIds: ['job-1'], active: true, page: 1, take: 15 }} archived={false} total={2} jobs={[]} />
    </>
  );
};

const setUp = (language: 'en' | 'ar') => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/company-users/v1': {
      body: {
        data: [
          { id: MONA, fullName: 'Mona Manager', email: 'mona@example.com' },
          { id: 'u0000000-0000-4000-8000-000000000008', fullName: 'Rami Recruiter', email: 'rami@example.com' },
        ],
      },
    },
    'POST /bulk-actions/add-comment': { status: 201, body: { id: 'b1', revision: 0, position: '10' } },
    'GET /bulk-actions/panel': { body: [] },
  });
  return { api, ...renderPage(<Harness />, { signedIn: true, path: '/recruiter/candidates', language }) };
};

describe('the bulk comment’s @mentions', () => {
  test('typing @ lists the team; picking one writes the mention, which each candidate’s comment carries', async () => {
    const { api, user } = setUp('en');
    await user.click(screen.getByRole('button', { name: 'row 0' }));
    await user.click(screen.getByRole('button', { name: 'row 1' }));
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add a comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a comment: 2 applications' });
    const field = within(dialog).getByRole('combobox', { name: /Comment/ });
    expect(within(dialog).getByText('Type @ to mention a team member.')).toBeTruthy();
    await user.type(field, 'Please review @mo');
    const list = await screen.findByRole('listbox', { name: 'Team members to mention' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Mona Managermona@example.com']);
    await user.keyboard('{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe(`Please review @[Mona Manager](${MONA}) `);
    await user.type(field, 'today');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsTo('POST /bulk-actions/add-comment')).toHaveLength(1));
    expect(api.callsTo('POST /bulk-actions/add-comment')[0]!.body).toEqual({
      applicationIds: IDS,
      text: `Please review @[Mona Manager](${MONA}) today`,
      confidential: false,
    });
  });

  test('speaks Arabic: the hint and the list of people to mention', async () => {
    const { user } = setUp('ar');
    await user.click(screen.getByRole('button', { name: 'row 0' }));
    await user.click(screen.getByRole('button', { name: 'إجراءات جماعية' }));
    await user.click(screen.getByRole('menuitem', { name: 'إضافة تعليق' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('اكتب @ للإشارة إلى أحد أعضاء الفريق.')).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: /التعليق/ }), '@zz');
    const list = await screen.findByRole('listbox', { name: 'أعضاء الفريق للإشارة إليهم' });
    expect(within(list).getByText('لا يوجد عضو فريق مطابق')).toBeTruthy();
  });
});
