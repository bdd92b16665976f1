import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violations (WCAG 2.1 A and AA) in `selector` as it stands. A dialog fades in, and
 * axe would read its text at part opacity: it waits until the element and its ancestors are opaque. A colour
 * transition (a task's button turning from contained to text once it is done) would be read half-way too: it
 * waits until no CSS transition runs (finite, unlike a spinner's animation, which expectSettledAccessible awaits).
 */
export const expectAccessible = async (page: Page, selector: string, where: string) => {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length))
    .toBe(0);
  await expect
    .poll(() =>
      page
        .locator(selector)
        .last()
        .evaluate((element) => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
    )
    .toBe(1);
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
};

/**
 * `expectAccessible` once no animation runs: axe reads colours as they are, and a MUI button turning enabled or a
 * stepper moving on is part-way through its transition for a moment.
 */
export const expectSettledAccessible = async (page: Page, selector: string, where: string) => {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
  await expectAccessible(page, selector, where);
};
