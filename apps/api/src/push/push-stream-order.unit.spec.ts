import type { PushMessage } from '@ats/infra/push/push-store';
import { PushStreamOrder } from './push-stream-order';

const message = (id: number, progressBarId: string | null = null): PushMessage => ({
  id: String(id),
  userId: 'u1',
  companyId: 'c1',
  type: 'SPEC',
  title: `#${id}`,
  body: '',
  createdAt: 0,
  duration: 0,
  progressType: null,
  notificationPosition: 'top-right',
  progressBarId,
  progressBarStatus: progressBarId ? 'inprogress' : null,
  received: false,
  read: false,
  payload: {},
});

const streamed = () => {
  const written: string[] = [];
  return { written, stream: new PushStreamOrder((sent) => written.push(sent.id)) };
};

describe('push stream order', () => {
  it('holds live messages while the replay is read, then sends them in id order without repeats', () => {
    const { written, stream } = streamed();
    stream.live(message(12));
    stream.live(message(11));
    stream.replayed([message(10), message(11)]);
    expect(written).toEqual(['10', '11']);
    stream.goLive();
    expect(written).toEqual(['10', '11', '12']);
    stream.live(message(13));
    stream.live(message(13));
    expect(written).toEqual(['10', '11', '12', '13']);
  });

  it('drops a progress update older than the bar’s state the replay sent (it came live while the replay was read)', () => {
    const { written, stream } = streamed();
    // 20 (started) arrived live; the replay, read after 21 was written, holds only the bar's latest: 21.
    stream.live(message(20, 'bar'));
    stream.live(message(21, 'bar'));
    stream.live(message(30));
    stream.replayed([message(21, 'bar')]);
    stream.goLive();
    stream.live(message(22, 'bar'));
    expect(written).toEqual(['21', '30', '22']);
  });
});
