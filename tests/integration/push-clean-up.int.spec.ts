import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { cleanUpPushMessages, PROGRESS_RETENTION_HOURS } from '@ats/infra/push/push-store';

/**
 * The push store stays bounded (spec 01 §4.9): a progress update the browser received goes 6 hours later; one not
 * received yet stays (it has still to be shown), as do other messages until their own retention.
 */
describe('push store clean-up', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 1 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('removes progress updates received more than 6 hours ago, and keeps the rest', async () => {
    const companyId = randomUUID();
    const userId = randomUUID();
    const message = async (name: string, hoursAgo: number, progress: boolean, received: boolean) => {
      await dataSource.query(
        `INSERT INTO push_messages (source_key, company_id, user_id, type, title, duration, notification_position, progress_bar_id, received, created_at, published_at)
         VALUES ($1, $2, $3, 'BULK_ARCHIVE', $4, 10000, 'top-right', $5, $6, now() - make_interval(mins => $7), now())`,
        [`clean-up:${randomUUID()}`, companyId, userId, name, progress ? randomUUID() : null, received, Math.round(hoursAgo * 60)],
      );
    };
    await message('received, 7 hours ago', PROGRESS_RETENTION_HOURS + 1, true, true);
    await message('received, 5 hours ago', PROGRESS_RETENTION_HOURS - 1, true, true);
    await message('not received, 7 hours ago', PROGRESS_RETENTION_HOURS + 1, true, false);
    await message('a notification, 7 hours ago', PROGRESS_RETENTION_HOURS + 1, false, false);
    expect(await cleanUpPushMessages(dataSource.manager)).toBeGreaterThanOrEqual(1);
    const left = (await dataSource.query(`SELECT title FROM push_messages WHERE user_id = $1 ORDER BY title`, [userId])).map((row: { title: string }) => row.title);
    expect(left).toEqual(['a notification, 7 hours ago', 'not received, 7 hours ago', 'received, 5 hours ago']);
  });
});
