/**
 * Entry point of a long-running app: starts it, prints its ready line (the process harness waits for it),
 * and stops it cleanly on SIGTERM or SIGINT.
 */
export const runService = (start: () => Promise<{ stop(): Promise<void> }>, readyLine: () => string): void => {
  start()
    .then((running) => {
      console.log(readyLine());
      const shutdown = async () => {
        await running.stop();
        process.exit(0);
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
};
