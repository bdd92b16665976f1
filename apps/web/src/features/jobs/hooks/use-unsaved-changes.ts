import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec 02 §2.3: leaving a tab with unsaved changes warns and suggests 'save as draft'. Navigation inside the
 * app is held by react-router's blocker (the dialog then proceeds or resets it); closing or reloading the
 * page asks the browser's own question. `allowNext` lets the one navigation after a save through.
 */
export const useUnsavedChanges = (dirty: boolean) => {
  const dirtyRef = useRef(dirty);
  const bypass = useRef(false);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => {
        if (bypass.current) {
          bypass.current = false;
          return false;
        }
        return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
      },
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    allowNext: () => {
      bypass.current = true;
    },
  };
};

export type UnsavedChanges = ReturnType<typeof useUnsavedChanges>;
