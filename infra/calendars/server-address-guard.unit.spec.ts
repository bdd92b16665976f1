import { allowedCalendarHosts, assertCalendarServerAllowed, CalendarServerNotAllowedError } from './server-address-guard';

describe('calendar server address guard', () => {
  const none = new Set<string>();

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:5432/',
    'http://10.0.0.7/dav/',
    'http://192.168.1.10/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://localhost:8080/',
  ])('refuses %s, which points inside the network', async (url) => {
    await expect(assertCalendarServerAllowed(new URL(url), none)).rejects.toBeInstanceOf(CalendarServerNotAllowedError);
  });

  it('lets a public address through', async () => {
    await expect(assertCalendarServerAllowed(new URL('https://8.8.8.8/dav/'), none)).resolves.toBeUndefined();
    await expect(assertCalendarServerAllowed(new URL('https://[2001:4860:4860::8888]/dav/'), none)).resolves.toBeUndefined();
  });

  it('lets the hosts the operator named through, and only those', async () => {
    const allowed = allowedCalendarHosts({ ATS_CALDAV_ALLOWED_HOSTS: ' caldav.internal , 10.0.0.7', ATS_CALDAV_URL: 'http://127.0.0.1:5242/' });
    expect([...allowed].sort()).toEqual(['10.0.0.7', '127.0.0.1', 'caldav.internal']);
    await expect(assertCalendarServerAllowed(new URL('http://127.0.0.1:5242/'), allowed)).resolves.toBeUndefined();
    await expect(assertCalendarServerAllowed(new URL('http://10.0.0.7/dav/'), allowed)).resolves.toBeUndefined();
    await expect(assertCalendarServerAllowed(new URL('http://10.0.0.8/dav/'), allowed)).rejects.toBeInstanceOf(CalendarServerNotAllowedError);
  });
});
