import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/** No axe violations (WCAG 2.1 A and AA) in the part of the page given (the page's main region by default). */
const expectAccessible = async (page: Page, selector = '#main') => {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
};

/**
 * Spec 01 §2.8, §4.8, §4.9; 03 "Notification preferences": the recruiter sets a preference, is mentioned by the
 * admin and sees it arrive live as a toast (push), then finds it in the inbox, stars it and marks it read; in Arabic
 * the inbox's bulk menu marks all unread, all read, and deletes the read ones after a confirmation; the inbox and the
 * preferences page in English and Arabic, accessible.
 */
test('a mention arrives live as a toast and in the inbox; the recruiter stars it and reads it; preferences saved, in English and Arabic', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const words = `Live push check ${stamp}`;

  // The recruiter's notification preferences: a switch saves at once and stays saved.
  await signIn(page, DEMO.recruiter);
  await page.goto('/recruiter-settings/notification-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
  const channels = page.getByRole('group', { name: 'Channels' });
  await expect(channels.getByRole('switch', { name: 'Inbox' })).toBeChecked();
  await expect(channels.getByRole('switch', { name: 'Homepage' })).toBeChecked();
  const releases = page.getByRole('group', { name: 'Daily digest' }).getByRole('switch', { name: 'Latest releases' });
  const wasOn = await releases.isChecked();
  await releases.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Daily digest' }).getByRole('switch', { name: 'Latest releases' })).toBeChecked({ checked: !wasOn });
  await expectAccessible(page);
  // Put it back: the demo data is shared with the other journeys.
  await page.getByRole('group', { name: 'Daily digest' }).getByRole('switch', { name: 'Latest releases' }).click();
  await expect(page.getByRole('group', { name: 'Daily digest' }).getByRole('switch', { name: 'Latest releases' })).toBeChecked({ checked: wasOn });
  await page.goto('/recruiter/jobs');

  // The admin, in a session of their own, mentions the recruiter in a comment.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  let candidateName = '';
  try {
    await signIn(admin, DEMO.admin);
    await admin.goto('/recruiter/candidates');
    const firstCandidate = admin.getByRole('rowheader').first().getByRole('link');
    candidateName = (await firstCandidate.innerText()).trim();
    await firstCandidate.click();
    await expect(admin.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    await admin.getByRole('tab', { name: 'Interviews & comments' }).click();
    const composer = admin.getByRole('combobox', { name: 'Write a comment' });
    await composer.fill(`${words}, please look `);
    await composer.pressSequentially('@recruiter');
    const option = admin.getByRole('listbox', { name: 'Team members to mention' }).getByRole('option', { name: new RegExp(DEMO.recruiter) });
    await expect(option).toBeVisible();
    await composer.press('Enter');
    await admin.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(admin.getByText('Comment added')).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // Live: the toast comes to the recruiter's open page through the push stream, no reload.
  const title = new RegExp(`mentioned you in a comment on ${candidateName}`);
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 45_000 });

  // The inbox: the unread notification, starred, then read.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const row = drawer.getByRole('listitem').filter({ hasText: title }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Star' }).click();
  await expect(row.getByRole('button', { name: 'Remove star' })).toBeVisible();
  await drawer.getByRole('radio', { name: 'Starred' }).check();
  const starred = drawer.getByRole('listitem').filter({ hasText: title }).first();
  await expect(starred).toBeVisible();
  await starred.getByRole('button', { name: 'Mark as read' }).click();
  await expect(starred.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await drawer.getByRole('button', { name: 'Close notifications' }).click();

  // Arabic, right to left: the inbox words the title in Arabic, and the preferences page reads in Arabic.
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const arabicDrawer = page.getByRole('dialog', { name: 'الإشعارات' });
  await arabicDrawer.getByRole('radio', { name: 'المميّزة بنجمة' }).check();
  await expect(arabicDrawer.getByRole('listitem').filter({ hasText: new RegExp(`في تعليق على ${candidateName}`) }).first()).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // Unstar it again.
  const arabicRow = () => arabicDrawer.getByRole('listitem').filter({ hasText: new RegExp(`في تعليق على ${candidateName}`) }).first();
  await arabicRow().getByRole('button', { name: 'إزالة النجمة' }).click();
  // The bulk menu (spec 01 §4.8), in Arabic: all unread, all read, then the read ones deleted after a confirmation.
  await arabicDrawer.getByRole('radio', { name: 'الكل' }).check();
  const bulk = async (action: string) => {
    await arabicDrawer.getByRole('button', { name: 'إجراءات الإشعارات' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  await bulk('تحديد الكل كغير مقروء');
  await expect(arabicRow().getByRole('button', { name: 'تحديد كمقروء' })).toBeVisible();
  await bulk('تحديد الكل كمقروء');
  await expect(arabicRow().getByRole('button', { name: 'تحديد كغير مقروء' })).toBeVisible();
  await bulk('حذف كل الإشعارات المقروءة');
  const confirmDelete = page.getByRole('dialog', { name: 'حذف كل الإشعارات المقروءة' });
  await expect(confirmDelete).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await confirmDelete.getByRole('button', { name: 'حذف' }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(arabicDrawer.getByRole('listitem').filter({ hasText: new RegExp(`في تعليق على ${candidateName}`) })).toHaveCount(0);
  await arabicDrawer.getByRole('button', { name: 'إغلاق الإشعارات' }).click();
  await page.goto('/recruiter-settings/notification-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'تفضيلات الإشعارات' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'القنوات' }).getByRole('switch', { name: 'صندوق الإشعارات' })).toBeChecked();
  await expectAccessible(page);
});
