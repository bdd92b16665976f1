/**
 * Self-scheduling's slot computation (domain/interview-availability): p95 of computing the free slots of 5
 * interviewers in 5 zones over 60 days with 2,000 busy blocks, against a baseline measured in the same run —
 * one interviewer, no busy time, the same 60 days — so machines of different speed give comparable ratios.
 * Pure computation: `npm run bench` reports it beside the database figures; run alone with
 * `node -r @swc-node/register tests/bench/interview-slots.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { freeSlots, type InterviewerSchedule, type SlotQuery } from '@ats/domain/interview-availability';

const RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 200);
const DAYS = 60;
const BUSY_BLOCKS = 2000;
const ZONES = ['Europe/London', 'America/New_York', 'Asia/Dubai', 'Asia/Kolkata', 'Australia/Sydney'];
const NOW = Date.parse('2026-03-02T06:00:00Z'); // the window spans both DST changes of 2026 in London and New York

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

const interviewer = (index: number, busy: number): InterviewerSchedule => ({
  interviewerId: `interviewer-${index}`,
  timeZone: ZONES[index % ZONES.length],
  // Long days, so the five zones share some hours every day.
  workingHours: (['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).map((day) => ({ day, start: '00:00', end: '24:00' })),
  minimumNoticeMinutes: 60,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  bookingWindowDays: null,
  maxInterviewsPerDay: 6,
  // Deterministic spread: each block 30–90 minutes somewhere in the 60 days.
  busy: Array.from({ length: busy }, (_, block) => {
    const start = NOW + ((block * 7919 + index * 104729) % (DAYS * 24 * 60)) * 60_000;
    return { start: new Date(start).toISOString(), end: new Date(start + (30 + (block % 3) * 30) * 60_000).toISOString() };
  }),
  interviews: [],
});

const query = (interviewers: InterviewerSchedule[]): SlotQuery => ({
  now: new Date(NOW).toISOString(),
  inviteSentAt: null,
  interviewers,
  rules: {
    durationMinutes: 45,
    timeZone: 'Europe/London',
    minimumNoticeMinutes: 120,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    offeredWindow: { kind: 'CALENDAR_DAYS', days: DAYS },
    frequencyLimit: { count: 40, period: 'WEEK' },
    linkBookings: [],
  },
});

const measure = (subject: SlotQuery): { p95: number; slots: number } => {
  let slots = 0;
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    slots = freeSlots(subject).length;
    samples.push(performance.now() - started);
  }
  return { p95: p95(samples), slots };
};

/** Baseline and subject alternate after a warm-up; answers both p95s (ms) and their ratio. */
export const benchInterviewSlots = () => {
  const baseline = query([interviewer(0, 0)]);
  const subject = query(Array.from({ length: 5 }, (_, index) => interviewer(index, BUSY_BLOCKS / 5)));
  measure(baseline);
  measure(subject);
  const base = measure(baseline);
  const load = measure(subject);
  return { baselineP95: base.p95, subjectP95: load.p95, ratio: load.p95 / base.p95, slots: load.slots };
};

if (require.main === module) {
  const result = benchInterviewSlots();
  console.table({
    'free slots p95 ms, 1 interviewer, no busy time (baseline)': { value: result.baselineP95.toFixed(2), ratio: '1.00 (baseline)' },
    [`free slots p95 ms, 5 interviewers × ${DAYS} days, ${BUSY_BLOCKS} busy blocks`]: {
      value: result.subjectP95.toFixed(2),
      ratio: `${result.ratio.toFixed(2)}× baseline (${result.slots} slots)`,
    },
  });
}
