import 'reflect-metadata';
import { NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../../infra/config';
import { IS_PUBLIC } from '../identity/public.decorator';
import { DevMailboxHttpController } from './dev-mailbox.http.controller';

describe('development mailbox', () => {
  const noDatabase = {
    getRepository: () => {
      throw new Error('the mailbox must not read the outbox when SMTP_URL is set');
    },
  } as unknown as DataSource;

  it('answers 404 as soon as SMTP_URL is set, without reading any mail', async () => {
    const controller = new DevMailboxHttpController(noDatabase, loadConfig({ SMTP_URL: 'smtp://mail.example:25' }));
    await expect(controller.list({ page: 1 })).rejects.toBeInstanceOf(NotFoundException);
  });

  it('is public: whoever reads a sign-in code is not signed in yet', () => {
    expect(Reflect.getMetadata(IS_PUBLIC, DevMailboxHttpController.prototype.list)).toBe(true);
  });

  it('treats a blank SMTP_URL as unset', () => {
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined();
  });
});
