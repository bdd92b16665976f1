/** Pages a signed-in user is sent away from (spec 01 §2.1), so they are never a destination after sign-in. */
const GUEST_ONLY = /^\/(login|signup|create-account|otp\/user|logout)(\/|$|\?)/;

/**
 * The `redirect` query parameter, when it is a path of this app: a relative path starting with one "/", not
 * a sign-in page. Anything else (another origin, "//host", "javascript:") is ignored.
 */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (GUEST_ONLY.test(value)) return null;
  return value;
};

/** Spec 01 §2.2: a leading "/#" in a path is stripped and the user is sent to the rest of it. */
export const pathWithoutLeadingHash = (location: { pathname: string; hash: string; search: string }): string | null => {
  if (location.pathname === '/' && location.hash.startsWith('#/')) return location.hash.slice(1);
  // An encoded "#" arrives in the path itself.
  if (location.pathname.startsWith('/%23')) return `${location.pathname.slice(4) || '/'}${location.search}${location.hash}`;
  return null;
};
