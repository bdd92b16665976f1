import { act, screen, waitFor, within } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import { ReportIssueButton } from './report-issue-button';

const CONTEXT = {
  applicationId: '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10',
  stageId: '7d8a1f4f-2b10-4c44-9a57-2f0c8c4e1b7a',
  taskId: '9a578d7a-1f4f-4b10-8c44-2f0c8c4e1b7a',
  page: 'assignment' as const,
};

describe('report a problem', () => {
  it('opens a dialog with focus inside, refuses an empty description, sends description and files, and returns focus', async () => {
    const sent = installFakeUpload(() => ({ status: 201, body: { id: 'report-1' } }));
    const { user } = renderPage(<ReportIssueButton context={CONTEXT} />);
    act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
    const opener = screen.getByRole('button', { name: 'Report a problem' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('No description is provided')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'The brief does not load');
    const screenshot = new File(['png-bytes'], 'screen.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('issue-report-files'), screenshot);
    expect(within(dialog).getByRole('button', { name: 'Remove screen.png' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. Your report was sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/candidate-journey\/issue-reports$/);
    const body = sent[0]!.body;
    expect(body.get('description')).toBe('The brief does not load');
    expect(body.get('applicationId')).toBe(CONTEXT.applicationId);
    expect(body.get('page')).toBe('assignment');
    expect((body.getAll('files')[0] as File).name).toBe('screen.png');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows the server’s refusal in Arabic and keeps the dialog open', async () => {
    installFakeUpload(() => ({ status: 400, body: { statusCode: 400, message: 'File must be a PNG, JPG or PDF', success: false, errorCode: 'issue-file-type', path: null } }));
    const { user } = renderPage(<ReportIssueButton context={CONTEXT} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'الإبلاغ عن مشكلة' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /الوصف/ }), 'مشكلة');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await within(dialog).findByText('يجب أن يكون الملف بصيغة PNG أو JPG أو PDF')).toBeTruthy();
  });
});
