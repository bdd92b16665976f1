import { useCallback, useEffect, useMemo, useState } from 'react';

/** Spec 01 §9 'Select top 500': the most a bulk action takes. */
export const BULK_SELECTION_MAX = 500;

/**
 * The candidate list's bulk selection (spec 02 §2.11): ticked rows, or 'Select top 500' — the list's first 500
 * for its current filter, less the rows unticked since (sent as unSelectedIds). A new filter starts afresh.
 */
export const useBulkSelection = (filterKey: string, total: number) => {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [top, setTop] = useState(false);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());

  const clear = useCallback(() => {
    setPicked(new Set());
    setTop(false);
    setUnticked(new Set());
  }, []);
  useEffect(clear, [filterKey, clear]);

  const isSelected = useCallback((id: string) => (top ? !unticked.has(id) : picked.has(id)), [top, picked, unticked]);

  const toggle = useCallback(
    (id: string) => {
      const flip = (set: ReadonlySet<string>) => {
        const next = new Set(set);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      };
      if (top) setUnticked(flip);
      else setPicked((current) => (current.has(id) || current.size < BULK_SELECTION_MAX ? flip(current) : current));
    },
    [top],
  );

  /** Ticks (or unticks, when all are ticked) the rows shown on this page. */
  const togglePage = useCallback(
    (ids: readonly string[]) => {
      const all = ids.length > 0 && ids.every(isSelected);
      if (top) {
        setUnticked((current) => {
          const next = new Set(current);
          for (const id of ids) {
            if (all) next.add(id);
            else next.delete(id);
          }
          return next;
        });
        return;
      }
      setPicked((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (all) next.delete(id);
          else if (next.size < BULK_SELECTION_MAX) next.add(id);
        }
        return next;
      });
    },
    [isSelected, top],
  );

  const selectTop = useCallback(() => {
    setTop(true);
    setUnticked(new Set());
    setPicked(new Set());
  }, []);

  const count = top ? Math.max(0, Math.min(total, BULK_SELECTION_MAX) - unticked.size) : picked.size;
  return useMemo(
    () => ({ count, top, ids: [...picked], unticked: [...unticked], isSelected, toggle, togglePage, selectTop, clear }),
    [count, top, picked, unticked, isSelected, toggle, togglePage, selectTop, clear],
  );
};

export type BulkSelectionState = ReturnType<typeof useBulkSelection>;
