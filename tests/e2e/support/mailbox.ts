import { expect, type Page } from '@playwright/test';

/**
 * The newest link matching `pattern` in the e-mails the development mailbox holds for `email`, once one has arrived
 * (the outbox is written when the sending command has been handled, the e-mail a moment later).
 */
export const readLinkFromMailbox = async (page: Page, email: string, pattern: RegExp): Promise<string> => {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      link = messages.map(({ text }) => pattern.exec(text)?.[0]).find(Boolean) ?? '';
      return link;
    }, { message: `a link like ${pattern} in the mail to ${email}`, timeout: 30_000 })
    .not.toBe('');
  return link;
};
