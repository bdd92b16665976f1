import ICAL from 'ical.js';
import type { BusyBlock } from './calendar-provider.port';
import { InvalidCalendarEventError } from './calendar-errors';

/** What the built-in calendar keeps beside the ICS text of one event. */
export type IcsEventSummary = { uid: string; sequence: number; start: string; end: string; transparent: boolean };

// A recurring event met in a free/busy window is expanded at most this many times (a daily series over a
// 60-day window stays far below it); the bound keeps a hostile RRULE from looping.
const MAX_OCCURRENCES = 1000;

const vevents = (ics: string): ICAL.Component[] => {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics));
  } catch (error) {
    throw new InvalidCalendarEventError(error instanceof Error ? error.message : 'unparsable ICS text');
  }
  return root.name === 'vevent' ? [root] : root.getAllSubcomponents('vevent');
};

const isTransparent = (event: ICAL.Component): boolean =>
  String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
  String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const iso = (time: ICAL.Time): string => time.toJSDate().toISOString();

/** The UID, SEQUENCE and first occurrence of the (master) VEVENT of an invitation's ICS text. */
export const summarizeIcsEvent = (ics: string): IcsEventSummary => {
  const events = vevents(ics);
  const master = events.find((e) => !e.hasProperty('recurrence-id')) ?? events[0];
  if (!master) throw new InvalidCalendarEventError('the ICS text holds no VEVENT');
  const event = new ICAL.Event(master);
  if (!event.uid) throw new InvalidCalendarEventError('the VEVENT has no UID');
  if (!event.startDate) throw new InvalidCalendarEventError('the VEVENT has no DTSTART');
  const end = event.endDate ?? event.startDate;
  return {
    uid: event.uid,
    sequence: Number(master.getFirstPropertyValue('sequence') ?? 0) || 0,
    start: iso(event.startDate),
    end: iso(end),
    transparent: isTransparent(master),
  };
};

/**
 * The busy intervals the events of one ICS document (a calendar object) occupy between `from` and `to`:
 * recurring series expanded (exceptions applied by ical.js), free (TRANSP:TRANSPARENT) and cancelled
 * occurrences left out, each interval clipped to the window.
 */
export const busyBlocksOf = (ics: string, from: string, to: string): BusyBlock[] => {
  const windowStart = Date.parse(from);
  const windowEnd = Date.parse(to);
  const events = vevents(ics);
  const exceptions = events.filter((e) => e.hasProperty('recurrence-id'));
  const blocks: BusyBlock[] = [];
  const add = (start: number, end: number) => {
    const s = Math.max(start, windowStart);
    const e = Math.min(end, windowEnd);
    if (e > s) blocks.push({ start: new Date(s).toISOString(), end: new Date(e).toISOString() });
  };
  for (const component of events) {
    if (component.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    if (!event.isRecurring()) {
      if (!isTransparent(component)) {
        add(event.startDate.toJSDate().getTime(), (event.endDate ?? event.startDate).toJSDate().getTime());
      }
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
      if (next.toJSDate().getTime() >= windowEnd) break;
      const occurrence = event.getOccurrenceDetails(next);
      if (isTransparent(occurrence.item.component)) continue;
      add(occurrence.startDate.toJSDate().getTime(), occurrence.endDate.toJSDate().getTime());
    }
  }
  return blocks;
};

/** Sorted, with overlapping and touching intervals merged: the shape free/busy answers in. */
export const mergeBusyBlocks = (blocks: BusyBlock[]): BusyBlock[] => {
  const sorted = [...blocks].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const merged: BusyBlock[] = [];
  for (const block of sorted) {
    const last = merged[merged.length - 1];
    if (last && Date.parse(block.start) <= Date.parse(last.end)) {
      if (Date.parse(block.end) > Date.parse(last.end)) last.end = block.end;
    } else {
      merged.push({ ...block });
    }
  }
  return merged;
};
