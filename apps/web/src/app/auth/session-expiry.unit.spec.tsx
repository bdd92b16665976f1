/** Spec 01 §4.2: what an expired session does, by page and by whose session it was. */
const loadWithPage = (pathname: string) => {
  const location = { pathname, search: '', reload: jest.fn(), assign: jest.fn() };
  Object.defineProperty(window, 'location', { configurable: true, value: location });
  let expireSession: (kind: 'staff' | 'candidate') => void = () => undefined;
  jest.isolateModules(() => {
    ({ expireSession } = jest.requireActual<typeof import('./session-expiry')>('./session-expiry'));
  });
  return { location, expireSession };
};

const originalLocation = window.location;
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

test("a candidate's session reloads the candidate page it expired on, also one outside the spec's reload list", () => {
  const { location, expireSession } = loadWithPage('/company/assignment/role/r1/user/u1');
  expireSession('candidate');
  expect(location.reload).toHaveBeenCalledTimes(1);
  expect(location.assign).not.toHaveBeenCalled();
});

test('a public page reloads; a staff page goes to the login page 2 s after the warning, returning here after', () => {
  const publicPage = loadWithPage('/careers/acme');
  publicPage.expireSession('staff');
  expect(publicPage.location.reload).toHaveBeenCalledTimes(1);

  jest.useFakeTimers();
  const staffPage = loadWithPage('/recruiter/candidates');
  staffPage.expireSession('staff');
  expect(staffPage.location.reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2000);
  expect(staffPage.location.assign).toHaveBeenCalledWith('/login?redirect=%2Frecruiter%2Fcandidates');
});
