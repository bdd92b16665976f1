import { createHash, randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The command id: the client's `Idempotency-Key` header when it sends one (a retried request then appends
 * nothing twice), else a fresh one.
 */
export const CommandId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const header = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key && key.length <= 200 ? key : randomUUID();
});

/**
 * A new aggregate's id derived from the command id, so a retried create lands on the same stream and is
 * recognised as a retry. Shaped as a version-4-like UUID.
 */
export const idFromCommand = (companyId: string, commandId: string, purpose: string): string => {
  const hex = createHash('sha256').update(`${companyId}:${purpose}:${commandId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
