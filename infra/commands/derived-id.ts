import { createHash } from 'node:crypto';

/**
 * A version-4-shaped UUID derived from a seed: what a command creates (a comment, an e-mail, a file) named the
 * same on every retry of the command, and accepted by the routes' UUID parameters as any other id.
 */
export const derivedUuid = (seed: string): string => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
