/**
 * A worker that drains a table-backed queue, then waits `pollMs` and drains again, until stopped (the mail
 * outbox's sender, the CV text indexer). A failed drain is reported and retried at the next turn: the rows
 * are safe where they are. `stop` wakes a waiting loop and resolves once the turn in progress has finished.
 */
export const startPollingLoop = (
  drain: () => Promise<unknown>,
  options: { pollMs: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } => {
  let stopping = false;
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopping) {
      try {
        await drain();
      } catch (error) {
        options.onError(error);
      }
      if (!stopping) await pause(options.pollMs);
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
};
