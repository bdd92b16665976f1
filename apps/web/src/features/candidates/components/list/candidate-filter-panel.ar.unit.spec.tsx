import { screen, within } from '@testing-library/react';
import { fakeApi, renderListPage, renderPanel } from '@ats/web/features/candidates/testing/candidate-filter-panel-fixtures';

// A file of its own: jsdom keeps every style rule a spec file's renders added, and with the left-to-right rules
// of the English specs beside the right-to-left ones, each role query and click here took tens of seconds
// (95 s for the first test below, against 3 s alone).
test('shows the panel and toolbar in Arabic', async () => {
  fakeApi();
  const { user } = renderListPage('/recruiter/candidates', 'ar');
  await screen.findByText('Amal Filter');
  await user.click(screen.getByRole('button', { name: 'عوامل التصفية' }));
  const panel = await screen.findByRole('region', { name: 'تصفية المرشحين' });
  expect(within(panel).getByRole('button', { name: 'عوامل التصفية الأساسية' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'التجميع حسب' })).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'المجموعات في هذا التبويب' })).getByText('منشورة: 2', { exact: false })).toBeTruthy();
});

test('names countries in the reader’s language in the nationality filter', async () => {
  fakeApi();
  const { user } = renderPanel('ar');
  await user.click(screen.getByText('عوامل التصفية المتقدمة'));
  await user.click(await screen.findByLabelText('الجنسية'));
  expect(await screen.findByText('الإمارات العربية المتحدة')).toBeTruthy();
});
