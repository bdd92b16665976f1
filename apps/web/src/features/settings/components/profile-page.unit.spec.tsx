import { screen, waitFor, within } from '@testing-library/react';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { ProfilePage } from './profile-page';

const ME = { ...ADMIN_USER, timezone: 'Asia/Dubai', emailSignature: 'Rania\nDemo Company' };

/** What the rest of the app shows times in (useUserTimeZone), beside the page. */
const ZoneProbe = () => <output aria-label="zone">{useUserTimeZone()}</output>;

const renderProfile = (language: 'en' | 'ar' = 'en') =>
  renderPage(
    <>
      <ProfilePage />
      <ZoneProbe />
    </>,
    { signedIn: true, language, path: '/recruiter-settings/profile' },
  );

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const zoneField = () => screen.getByRole('combobox', { name: /Time zone|المنطقة الزمنية/ }) as HTMLInputElement;

/** Spec 03 "Profile screen": first name, last name, email (read-only here), timezone, email signature. */
describe('the profile page', () => {
  test('shows the profile as a form, the e-mail read-only with where it is changed', async () => {
    installFakeApi({ 'GET /users/me': { body: ME } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(field(/First name/).value).toBe('Rania');
    expect(field(/Last name/).value).toBe('Haddad');
    expect(field(/Email signature/).value).toBe('Rania\nDemo Company');
    expect(zoneField().value).toBe('Asia/Dubai');
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('admin@demo-ats.example');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Your sign-in email is changed through a separate, verified process, not here.')).toBeTruthy();
  });

  test('saves the names, a zone picked from the list and the signature; the app’s time zone follows', async () => {
    let me = ME;
    const api = installFakeApi({
      'GET /users/me': () => ({ body: me }),
      'PATCH /users/me': ({ body }) => {
        const sent = body as { firstName: string; lastName: string; timeZone: string; emailSignature: string };
        me = { ...ME, firstName: sent.firstName, lastName: sent.lastName, timezone: sent.timeZone, emailSignature: sent.emailSignature };
        return { body: me };
      },
    });
    const { user } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByRole('status', { name: 'zone' }).textContent).toBe('Asia/Dubai');
    await user.clear(field(/First name/));
    await user.type(field(/First name/), 'Rana');
    await user.clear(zoneField());
    await user.type(zoneField(), 'New_Y');
    await user.click(await screen.findByRole('option', { name: 'America/New_York' }));
    await user.type(field(/Email signature/), '\nTalent team');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(api.callsTo('PATCH /users/me').map((call) => call.body)).toEqual([
      { firstName: 'Rana', lastName: 'Haddad', timeZone: 'America/New_York', emailSignature: 'Rania\nDemo Company\nTalent team' },
    ]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'zone' }).textContent).toBe('America/New_York'));
    expect(screen.getByRole('heading', { level: 2, name: 'Rana Haddad' })).toBeTruthy();
  });

  test('asks for the names and a time zone before sending, with the spec’s messages', async () => {
    const api = installFakeApi({ 'GET /users/me': { body: ME } });
    const { user } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.clear(field(/First name/));
    await user.clear(field(/Last name/));
    await user.clear(zoneField());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please input first name')).toBeTruthy();
    expect(screen.getByText('Please input last name')).toBeTruthy();
    expect(screen.getByText('Please select the timezone')).toBeTruthy();
    expect(api.callsTo('PATCH /users/me')).toEqual([]);
  });

  test('shows the server’s refusal beside the field it is about', async () => {
    installFakeApi({ 'GET /users/me': { body: ME }, 'PATCH /users/me': apiFailure(400, 'Please select the timezone') });
    const { user } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please select the timezone')).toBeTruthy();
    expect(screen.queryByText('Profile saved')).toBeNull();
    expect(screen.getByRole('status', { name: 'zone' }).textContent).toBe('Asia/Dubai');
  });

  test('in Arabic: the labels, the read-only e-mail note, the messages and the success', async () => {
    installFakeApi({ 'GET /users/me': { body: ME }, 'PATCH /users/me': { body: ME } });
    const { user } = renderProfile('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeTruthy();
    expect(screen.getByText('يُغيَّر بريد تسجيل الدخول عبر إجراء منفصل يتطلب التحقق، وليس من هنا.')).toBeTruthy();
    expect(field(/توقيع البريد الإلكتروني/).value).toBe('Rania\nDemo Company');
    await user.clear(zoneField());
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('يرجى اختيار المنطقة الزمنية')).toBeTruthy();
    await user.type(zoneField(), 'Dubai');
    await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'Asia/Dubai' }));
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('تم حفظ الملف الشخصي')).toBeTruthy();
  });
});
