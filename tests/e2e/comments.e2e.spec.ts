import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/sign-in';

/** Spec 02 §2.13, §3.8; 01 §3.8: a comment with a mention reaches the other user's inbox and leads back to it. */
test('a recruiter mentions the admin in a comment; the admin is notified and the notification opens the comment', async ({ page, browser }) => {
  const stamp = Date.now();
  const words = `Strong systems answers ${stamp}`;

  await signIn(page, DEMO.recruiter);
  await page.goto('/recruiter/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  // Any candidate of the demo data: the first one listed.
  const firstCandidate = page.getByRole('rowheader').first().getByRole('link');
  const candidateName = (await firstCandidate.innerText()).trim();
  await firstCandidate.click();
  await expect(page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();

  await page.getByRole('tab', { name: 'Interviews & comments' }).click();
  // The tab opens with the application's interviews (the demo candidate may have some by now), then the comments.
  await expect(page.getByRole('heading', { level: 2, name: 'Interviews' })).toBeVisible();
  const composer = page.getByRole('combobox', { name: 'Write a comment' });
  await composer.fill(`${words}, please review `);
  await composer.pressSequentially('@admin');
  const option = page.getByRole('listbox', { name: 'Team members to mention' }).getByRole('option', { name: new RegExp(DEMO.admin) });
  await expect(option).toBeVisible();
  const adminName = (await option.locator('.MuiListItemText-primary').innerText()).trim();
  await composer.press('Enter');
  await expect(composer).toHaveValue(new RegExp(`@\\[${adminName}\\]\\([0-9a-f-]+\\) $`));
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  const posted = page.getByTestId('comment').filter({ hasText: words });
  await expect(posted).toBeVisible();
  await expect(posted.getByText(`@${adminName}`)).toBeVisible();

  // The admin, in a session of their own, finds the mention in the inbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO.admin);
    const notification = admin.getByRole('button', { name: new RegExp(`mentioned you in a comment on ${candidateName}`) }).first();
    // Delivered through Kafka: reopen the inbox until it is there.
    await expect(async () => {
      await admin.reload();
      await admin.getByRole('button', { name: /^Notifications/ }).click();
      await expect(notification).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await notification.click();
    await expect(admin).toHaveURL(/\/recruiter\/candidate-profile\/[^/?]+\?tabId=[0-9a-f-]+/);
    await expect(admin.getByRole('tab', { name: 'Interviews & comments' })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByTestId('comment').filter({ hasText: words })).toBeFocused();
  } finally {
    await adminContext.close();
  }
});
