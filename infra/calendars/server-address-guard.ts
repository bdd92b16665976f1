import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** A calendar server address the API refuses to call: it points inside the network the API runs in. */
export class CalendarServerNotAllowedError extends Error {
  readonly code = 'CALENDAR_SERVER_NOT_ALLOWED';
  constructor(host: string) {
    super(`The calendar server ${host} is not a public address`);
    this.name = 'CalendarServerNotAllowedError';
  }
}

const publicAddress = (address: string): boolean => {
  const parsed = ipaddr.parse(address);
  const plain = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  return plain.range() === 'unicast';
};

/**
 * Users type their CalDAV server's URL, and the API then calls it: without a check, anyone could make the
 * API read its own network (cloud metadata, the database, other services). Every request of the CalDAV
 * adapter goes through this: the host must resolve only to public unicast addresses, unless the operator
 * named it (ATS_CALDAV_ALLOWED_HOSTS, and the stack's own Radicale). A name that resolves elsewhere between
 * this check and the connection (DNS rebinding) is not covered: a proxy with its own rules is the remedy.
 */
export const assertCalendarServerAllowed = async (url: URL, allowedHosts: ReadonlySet<string>): Promise<void> => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (allowedHosts.has(host)) return;
  const addresses = ipaddr.isValid(host) ? [{ address: host }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0 || !addresses.every(({ address }) => publicAddress(address))) throw new CalendarServerNotAllowedError(host);
};

/** The hosts the operator allows besides public ones: the list in the environment and the stack's Radicale. */
export const allowedCalendarHosts = (env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> =>
  new Set(
    [...(env.ATS_CALDAV_ALLOWED_HOSTS ?? '').split(','), env.ATS_CALDAV_URL ? new URL(env.ATS_CALDAV_URL).hostname : '']
      .map((host) => host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase())
      .filter(Boolean),
  );
