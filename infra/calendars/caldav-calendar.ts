import { DAVClient, type DAVCalendar } from 'tsdav';
import type { BusyBlock, CalendarEventWrite, CalendarPort } from './calendar-provider.port';
import { CalendarAccessExpiredError, CalendarNotFoundError, CalendarUnavailableError } from './calendar-errors';
import { busyBlocksOf, mergeBusyBlocks } from './ics-busy';
import ICAL from 'ical.js';
import { allowedCalendarHosts, assertCalendarServerAllowed, CalendarServerNotAllowedError } from './server-address-guard';

export type CalDavAccount = {
  serverUrl: string;
  username: string;
  password: string;
  /** The calendar collection events go to; found at connection time and remembered. */
  calendarUrl?: string;
};

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Every request tsdav makes goes through here: a refusal of the credentials becomes the spec's "access has
 * expired" error wherever it happens (tsdav itself folds most HTTP failures into its results), and an
 * unreachable server becomes CalendarUnavailableError instead of fetch's bare TypeError.
 */
const guardedFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  // The URL is the user's: it may not point inside the API's own network.
  await assertCalendarServerAllowed(new URL(String(input instanceof Request ? input.url : input)), allowedCalendarHosts());
  let response: Response;
  try {
    response = await fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new CalendarUnavailableError(`cannot reach ${new URL(String(input instanceof Request ? input.url : input)).origin}`, {
      cause: error,
    });
  }
  // 401 only: servers answer 403 for a REPORT they do not support, which is no verdict on the credentials.
  if (response.status === 401) {
    throw new CalendarAccessExpiredError(`${init?.method ?? 'GET'} answered ${response.status}`);
  }
  return response;
};

const hasEvents = (calendar: DAVCalendar): boolean =>
  !calendar.components || calendar.components.length === 0 || calendar.components.includes('VEVENT');

/** The object's file name in the collection: the UID, made safe for a URL path segment. */
const objectName = (uid: string): string => `${encodeURIComponent(uid)}.ics`;

/**
 * A user's calendar on any CalDAV server (RFC 4791) through tsdav: events are one `<uid>.ics` object each,
 * so putting the same UID again replaces the invitation in place.
 */
export class CalDavCalendar implements CalendarPort {
  private session: Promise<{ client: DAVClient; calendar: DAVCalendar }> | undefined;

  constructor(private readonly account: CalDavAccount) {}

  /**
   * Signs in and finds the calendar: the one named by `calendarUrl`, else the first that holds events.
   * Connecting a calendar calls this to verify it before anything is saved.
   */
  async verify(): Promise<{ calendarUrl: string; displayName: string | null }> {
    const { calendar } = await this.open();
    return { calendarUrl: calendar.url, displayName: typeof calendar.displayName === 'string' ? calendar.displayName : null };
  }

  async freeBusy(_userId: string, from: string, to: string): Promise<BusyBlock[]> {
    const { client, calendar } = await this.open();
    const fromFreeBusy = await this.freeBusyReport(client, calendar, from, to);
    if (fromFreeBusy) return fromFreeBusy;
    // No free-busy REPORT here (Radicale before 3.2 answers it with an error): read the events in the window.
    const objects = await this.call('calendar-query', () =>
      client.fetchCalendarObjects({ calendar, timeRange: { start: from, end: to } }),
    );
    return mergeBusyBlocks(
      objects.flatMap((object) => (typeof object.data === 'string' && object.data ? busyBlocksOf(object.data, from, to) : [])),
    );
  }

  async putEvent(_userId: string, event: CalendarEventWrite): Promise<void> {
    const { client, calendar } = await this.open();
    const url = new URL(objectName(event.uid), ensureSlash(calendar.url)).href;
    // A plain PUT creates or replaces the object at the UID's address (RFC 4791 §5.3.2).
    const response = await this.call('PUT', () =>
      client.updateCalendarObject({ calendarObject: { url, data: storableIcs(event.ics) } }),
    );
    if (!response.ok) throw new CalendarUnavailableError(`PUT ${url} answered ${response.status}`);
  }

  async removeEvent(_userId: string, uid: string): Promise<void> {
    const { client, calendar } = await this.open();
    const url = new URL(objectName(uid), ensureSlash(calendar.url)).href;
    const response = await this.call('DELETE', () => client.deleteCalendarObject({ calendarObject: { url } }));
    // Already gone is what removal wants.
    if (!response.ok && response.status !== 404 && response.status !== 410) {
      throw new CalendarUnavailableError(`DELETE ${url} answered ${response.status}`);
    }
  }

  private open(): Promise<{ client: DAVClient; calendar: DAVCalendar }> {
    this.session ??= this.signIn().catch((error: unknown) => {
      this.session = undefined;
      throw error;
    });
    return this.session;
  }

  private async signIn(): Promise<{ client: DAVClient; calendar: DAVCalendar }> {
    const client = new DAVClient({
      serverUrl: this.account.serverUrl,
      credentials: { username: this.account.username, password: this.account.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: guardedFetch as typeof fetch,
    });
    await this.call('sign-in', () => client.login());
    const calendars = await this.call('calendar discovery', () => client.fetchCalendars());
    const wanted = this.account.calendarUrl;
    const calendar = wanted
      ? calendars.find((c) => sameUrl(c.url, wanted))
      : calendars.find(hasEvents);
    if (!calendar) {
      throw new CalendarNotFoundError(wanted ? `${wanted} is not among the account's calendars` : 'the account has no event calendar');
    }
    return { client, calendar };
  }

  /** The server's own free/busy (RFC 4791 §7.10), or null where it does not answer one. */
  private async freeBusyReport(client: DAVClient, calendar: DAVCalendar, from: string, to: string): Promise<BusyBlock[] | null> {
    const response = await this.call('free-busy-query', () =>
      client.freeBusyQuery({ url: calendar.url, timeRange: { start: from, end: to }, depth: '1' }),
    ).catch((error: unknown) => {
      if (error instanceof CalendarAccessExpiredError) throw error;
      return null;
    });
    const ics = response?.ok ? freeBusyText(response.raw) : null;
    if (!ics) return null;
    const root = new ICAL.Component(ICAL.parse(ics));
    const blocks: BusyBlock[] = [];
    for (const vfreebusy of root.getAllSubcomponents('vfreebusy')) {
      for (const property of vfreebusy.getAllProperties('freebusy')) {
        const type = String(property.getParameter('fbtype') ?? 'BUSY').toUpperCase();
        if (type === 'FREE') continue;
        for (const value of property.getValues() as ICAL.Period[]) {
          const start = value.start.toJSDate().getTime();
          const end = value.getEnd().toJSDate().getTime();
          const s = Math.max(start, Date.parse(from));
          const e = Math.min(end, Date.parse(to));
          if (e > s) blocks.push({ start: new Date(s).toISOString(), end: new Date(e).toISOString() });
        }
      }
    }
    return mergeBusyBlocks(blocks);
  }

  /** Runs one tsdav call, keeping our errors and naming the step in any other. */
  private async call<T>(step: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (
        error instanceof CalendarAccessExpiredError ||
        error instanceof CalendarUnavailableError ||
        error instanceof CalendarNotFoundError ||
        error instanceof CalendarServerNotAllowedError
      ) {
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (/401|invalid credentials/i.test(message)) throw new CalendarAccessExpiredError(`${step}: ${message}`);
      throw new CalendarUnavailableError(`${step}: ${message}`, { cause: error });
    }
  }
}

/**
 * The invitation as a calendar object resource: RFC 4791 §4.1 forbids the iTIP METHOD property there (the
 * e-mailed invitation carries METHOD:REQUEST), and strict servers refuse the PUT when it is present.
 */
const storableIcs = (ics: string): string => {
  const root = new ICAL.Component(ICAL.parse(ics));
  if (!root.hasProperty('method')) return ics;
  root.removeAllProperties('method');
  return root.toString();
};

const ensureSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);
const sameUrl = (a: string, b: string): boolean => ensureSlash(a) === ensureSlash(b);

/** A free-busy REPORT answers text/calendar; tsdav hands such a body back raw. */
const freeBusyText = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.includes('BEGIN:VCALENDAR') ? raw : null;
