import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning, readAppRecord, restartDelayMs, restartRecordedApp, RESTART_POLICY, superviseProcess, type RestartPolicy } from './app-processes';

/** Polls a condition, for effects of real child processes; never a sleep standing in for an assertion. */
const until = async (condition: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('restarting a crashed app', () => {
  let dir: string;
  let startsFile: string;
  let script: string;
  const starts = () => readFileSync(startsFile, 'utf8').split('\n').filter(Boolean).length;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-supervise-'));
    startsFile = join(dir, 'starts');
    writeFileSync(startsFile, '');
    script = join(dir, 'crashing-app.js');
    // Says it is up, then crashes a moment later: every start leaves a line in the starts file.
    writeFileSync(
      script,
      `require('node:fs').appendFileSync(${JSON.stringify(startsFile)}, 'started\\n');
       console.log('tiny app listening');
       setTimeout(() => process.exit(3), 30);`,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const supervise = (restartOnCrash: boolean, policy: RestartPolicy, lines: string[]) =>
    superviseProcess({
      name: 'tiny',
      command: process.execPath,
      args: [script],
      env: process.env,
      logFile: join(dir, 'tiny.log'),
      readyLine: /tiny app listening/,
      timeoutMs: 10_000,
      restartOnCrash,
      policy,
      log: (line) => lines.push(line),
    });

  it('waits 1 s, 2 s, 4 s … at most 30 s between restarts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((crashes) => restartDelayMs(crashes))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(RESTART_POLICY.healthyAfterMs).toBe(60_000);
  });

  /** Lets the restarting supervisor run until the app has started `times` times; answers what it logged. */
  const crashRepeatedly = async (policy: RestartPolicy, times: number) => {
    const lines: string[] = [];
    const supervised = supervise(true, policy, lines);
    await supervised.ready;
    await until(() => starts() >= times);
    await supervised.stop();
    const crashes = lines.filter((line) => line.startsWith('tiny crashed'));
    return { lines, crashes, delays: crashes.map((line) => /restarting in (\d+ ms)/.exec(line)?.[1]) };
  };

  it('restarts a crashed process with doubling delays up to the cap, and says so', async () => {
    const { lines, crashes, delays } = await crashRepeatedly({ firstDelayMs: 10, maxDelayMs: 40, healthyAfterMs: 60_000 }, 5);
    expect(delays.slice(0, 4)).toEqual(['10 ms', '20 ms', '40 ms', '40 ms']);
    expect(crashes[0]).toContain('code 3');
    expect(lines).toContain('tiny is up again');
  });

  it('starts the backoff over after a healthy run', async () => {
    // Every run counts as healthy here, so every crash is the first in a row.
    const { delays } = await crashRepeatedly({ firstDelayMs: 10, maxDelayMs: 1_000, healthyAfterMs: 0 }, 4);
    expect(delays.length).toBeGreaterThanOrEqual(3);
    expect(new Set(delays)).toEqual(new Set(['10 ms']));
  });

  it('leaves a crashed process down without restartOnCrash, as the tests run the apps', async () => {
    const lines: string[] = [];
    const supervised = supervise(false, { firstDelayMs: 10, maxDelayMs: 40, healthyAfterMs: 60_000 }, lines);
    await supervised.ready;
    await until(() => lines.some((line) => line.startsWith('tiny exited with code 3 (not restarted)')));
    await supervised.stop();
    expect(starts()).toBe(1);
  });

  it('fails the start when the process exits before it is up', async () => {
    writeFileSync(script, 'process.exit(2);');
    const supervised = supervise(true, RESTART_POLICY, []);
    await expect(supervised.ready).rejects.toThrow('tiny exited with code 2');
    await supervised.stop();
  });
});

describe('a test crashing an app and starting it again from its record', () => {
  let dir: string;
  let script: string;
  let recordFile: string;
  let logFile: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ats-record-'));
    script = join(dir, 'steady-app.js');
    recordFile = join(dir, 'steady.process.json');
    logFile = join(dir, 'steady.log');
    // Up until told to stop; says which environment it got, so the restart can be seen to pass the same one.
    writeFileSync(script, `console.log('steady app listening as ' + process.env.STEADY_LABEL); setInterval(() => undefined, 1000);`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const supervise = () =>
    superviseProcess({
      name: 'steady',
      command: process.execPath,
      args: [script],
      env: { ...process.env, STEADY_LABEL: 'first-env' },
      logFile,
      readyLine: /steady app listening/,
      timeoutMs: 10_000,
      restartOnCrash: false,
      log: () => undefined,
      recordFile,
    });

  it('records each start, restarts a killed app with the same command and environment, and the supervisor stops the new pid', async () => {
    const supervised = supervise();
    await supervised.ready;
    const first = readAppRecord(recordFile);
    expect(first).toMatchObject({ name: 'steady', command: process.execPath, args: [script], logFile, readyLine: 'steady app listening' });
    expect(first.env.STEADY_LABEL).toBe('first-env');
    await expect(restartRecordedApp(recordFile)).rejects.toThrow(`steady still runs as pid ${first.pid}`);

    process.kill(first.pid, 'SIGKILL');
    await until(() => !isRunning(first.pid));
    const pid = await restartRecordedApp(recordFile, 10_000);
    expect(pid).not.toBe(first.pid);
    expect(readAppRecord(recordFile).pid).toBe(pid);
    expect(isRunning(pid)).toBe(true);
    expect(readFileSync(logFile, 'utf8').match(/steady app listening as first-env/g)).toHaveLength(2);

    await supervised.stop();
    expect(isRunning(pid)).toBe(false);
  });

  it('says so when the restarted app exits before it is up', async () => {
    const supervised = supervise();
    await supervised.ready;
    const { pid } = readAppRecord(recordFile);
    process.kill(pid, 'SIGKILL');
    await until(() => !isRunning(pid));
    writeFileSync(script, 'process.exit(4);');
    await expect(restartRecordedApp(recordFile, 10_000)).rejects.toThrow('steady exited with code 4 before it was up again');
    await supervised.stop();
  });
});
