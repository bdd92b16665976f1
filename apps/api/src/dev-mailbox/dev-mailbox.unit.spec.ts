import 'reflect-metadata';
import { NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import { loadConfig } from '@ats/infra/config';
import { IS_PUBLIC } from '../identity/public.decorator';
import { DevMailboxHttpController, isLoopbackCaller } from './dev-mailbox.http.controller';

describe('development mailbox', () => {
  const noDatabase = {
    execute: () => {
      throw new Error('the mailbox must not read the outbox here');
    },
  } as unknown as QueryBus;
  const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as Pick<Request, 'socket'>;
  const local = from('127.0.0.1');

  it('answers 404 as soon as SMTP_URL is set, without reading any mail', async () => {
    const controller = new DevMailboxHttpController(
      noDatabase,
      loadConfig({ SMTP_URL: 'smtp://mail.example:25', ATS_DEV_MAILBOX: 'true' }),
    );
    await expect(controller.list({ page: 1 }, local)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('does not exist unless ATS_DEV_MAILBOX=true: a deployment without SMTP_URL must not show sign-in codes', async () => {
    for (const value of [undefined, '', 'false', '1']) {
      const controller = new DevMailboxHttpController(noDatabase, loadConfig({ ATS_DEV_MAILBOX: value }));
      await expect(controller.list({ page: 1 }, local)).rejects.toBeInstanceOf(NotFoundException);
    }
  });

  it('answers callers on this machine only, whatever X-Forwarded-For says', async () => {
    const controller = new DevMailboxHttpController(noDatabase, loadConfig({ ATS_DEV_MAILBOX: 'true' }));
    await expect(controller.list({ page: 1 }, from('203.0.113.7'))).rejects.toBeInstanceOf(NotFoundException);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((address) => isLoopbackCaller(from(address)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '', '1127.0.0.1'].map((address) => isLoopbackCaller(from(address)))).toEqual(
      [false, false, false, false],
    );
  });

  it('is public: whoever reads a sign-in code is not signed in yet', () => {
    expect(Reflect.getMetadata(IS_PUBLIC, DevMailboxHttpController.prototype.list)).toBe(true);
  });

  it('treats a blank SMTP_URL as unset', () => {
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined();
  });
});
