import { enqueueToast } from './toast-host';
import type { Toast } from './toast-bus';

const toast = (key: number, fromPush = false): Toast => ({ key, severity: 'info', text: { kind: 'raw', value: `t${key}` }, fromPush });

describe('enqueueToast', () => {
  it('puts the caller’s own feedback ahead of waiting push toasts, never ahead of the one on screen', () => {
    const queue = [toast(1, true), toast(2, true), toast(3, true)];
    expect(enqueueToast(queue, toast(4)).map(({ key }) => key)).toEqual([1, 4, 2, 3]);
  });

  it('keeps arrival order among the caller’s own toasts and sends push toasts to the back', () => {
    const queue = [toast(1), toast(2), toast(3, true)];
    expect(enqueueToast(queue, toast(4)).map(({ key }) => key)).toEqual([1, 2, 4, 3]);
    expect(enqueueToast([toast(1), toast(2)], toast(5, true)).map(({ key }) => key)).toEqual([1, 2, 5]);
  });

  it('lets push toasts that pile up behind the one on screen wait as one, counting them', () => {
    let queue = [toast(1, true)];
    for (const key of [2, 3, 4]) queue = enqueueToast(queue, toast(key, true));
    expect(queue.map(({ key }) => key)).toEqual([1, 4]);
    expect(queue[1]).toMatchObject({ pushCount: 3, text: { kind: 'message', id: 'toast.newNotifications', values: { count: 3 } } });
    const withOwn = enqueueToast(queue, toast(5));
    expect(withOwn.map(({ key }) => key)).toEqual([1, 5, 4]);
    expect(enqueueToast(withOwn, toast(6, true)).map(({ key, pushCount }) => [key, pushCount])).toEqual([
      [1, undefined],
      [5, undefined],
      [6, 4],
    ]);
  });
});
