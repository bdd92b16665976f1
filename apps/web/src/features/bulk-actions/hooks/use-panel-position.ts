import { useCallback, useEffect, useState } from 'react';

/** Spec 01 §9: where the panel starts, and the key its position is saved under on the device. */
export const PANEL_POSITION_KEY = 'bulkBarPosition';
export const PANEL_DEFAULT_OFFSET = { right: 135, bottom: 95 };
export const PANEL_WIDTH = 400;

/** Distance from the window's right and bottom edges (so it reads the same in both directions of text). */
export type PanelPosition = { right: number; bottom: number };

const read = (): PanelPosition => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PANEL_POSITION_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && Number.isFinite((parsed as PanelPosition).right) && Number.isFinite((parsed as PanelPosition).bottom)) {
      return parsed as PanelPosition;
    }
  } catch {
    // A hand-edited or foreign value: the default place.
  }
  return PANEL_DEFAULT_OFFSET;
};

/** Kept within the window (spec 01 §5.7): the panel can never be dragged off-screen. */
export const clampPosition = (position: PanelPosition, size: { width: number; height: number }, viewport: { width: number; height: number }): PanelPosition => ({
  right: Math.min(Math.max(0, position.right), Math.max(0, viewport.width - size.width)),
  bottom: Math.min(Math.max(0, position.bottom), Math.max(0, viewport.height - size.height)),
});

export const usePanelPosition = () => {
  const [position, setPosition] = useState<PanelPosition>(read);

  const move = useCallback((next: PanelPosition, size: { width: number; height: number }) => {
    const kept = clampPosition(next, size, { width: window.innerWidth, height: window.innerHeight });
    setPosition(kept);
    try {
      window.localStorage.setItem(PANEL_POSITION_KEY, JSON.stringify(kept));
    } catch {
      // Storage refused (private mode): the position lasts for this page only.
    }
  }, []);

  // A smaller window must not leave the panel outside it.
  useEffect(() => {
    const keep = () => setPosition((current) => clampPosition(current, { width: Math.min(PANEL_WIDTH, window.innerWidth), height: 80 }, { width: window.innerWidth, height: window.innerHeight }));
    window.addEventListener('resize', keep);
    return () => window.removeEventListener('resize', keep);
  }, []);

  return { position, move };
};

/** Whether the panel is folded to its title bar: kept on the device like its position. */
export const PANEL_COLLAPSED_KEY = 'bulkBarCollapsed';

export const usePanelCollapsed = (): [boolean, (collapsed: boolean) => void] => {
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(PANEL_COLLAPSED_KEY) === 'true');
  const set = useCallback((next: boolean) => {
    setCollapsed(next);
    window.localStorage.setItem(PANEL_COLLAPSED_KEY, String(next));
  }, []);
  return [collapsed, set];
};
