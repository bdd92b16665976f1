/**
 * Read-your-writes (docs/api.md): every command answers `{ id, revision, position }`; the next queries pass
 * the highest position seen as `afterPosition` so the API waits until its read models have caught up.
 * Positions are 64-bit decimals, so they are compared as BigInt. The position survives a reload of the tab.
 */
const STORAGE_KEY = 'afterPosition';

const toBigInt = (value: string | null): bigint | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  try {
    return BigInt(value);
  } catch {
    return null;
  }
};

const readStored = (): string | null => {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return toBigInt(stored) === null ? null : stored;
  } catch {
    return null;
  }
};

let highestPosition: string | null = typeof window === 'undefined' ? null : readStored();

export const recordPosition = (position: string | number | null | undefined): void => {
  if (position === null || position === undefined) return;
  const next = String(position);
  const nextValue = toBigInt(next);
  if (nextValue === null) return;
  const current = toBigInt(highestPosition);
  if (current !== null && nextValue <= current) return;
  highestPosition = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage unavailable: the position still holds for this page.
  }
};

export const getAfterPosition = (): string | null => highestPosition;

/** Whether a command has answered a position beyond `sent` (the afterPosition a read went out with) since. */
export const advancedSince = (sent: string | null): boolean => {
  const current = toBigInt(highestPosition);
  if (current === null) return false;
  const before = toBigInt(sent);
  return before === null || current > before;
};

/** The API refused the position as beyond its log (a store reset since, or another deployment): drop it. */
export const forgetPosition = (): void => {
  highestPosition = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: forgetting it for this page is enough.
  }
};

/** Remembers the position a command's answer carries (`{ id, revision, position }`); other answers change nothing. */
export const recordAnsweredPosition = (body: unknown): void => {
  const position = typeof body === 'object' && body !== null ? (body as { position?: unknown }).position : undefined;
  if (typeof position === 'string' || typeof position === 'number') recordPosition(position);
};
