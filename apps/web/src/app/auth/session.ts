import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';
import type { CurrentUser } from '../api/api-types';
import { permissionHolderOf, resolvedRoleOf, roleHomeFor, type AccessType, type PermissionHolder, type Role } from './access';
import { useAccessToken } from './token-store';

export const currentUserQueryKey = ['users', 'me'] as const;

/** Spec 01 §8: raised when user info is unusable. */
export const USER_INFO_MESSAGES = {
  noData: 'Verification failed, please Login again.',
  noRoles: 'GetUserInfo: roles must be a non-null array!',
} as const;

const fetchCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser> => {
  const user = await api.get<CurrentUser | null>('/users/me', { signal, auth: 'staff' });
  if (!user || typeof user !== 'object' || !user.id) throw new Error(USER_INFO_MESSAGES.noData);
  // A self-serve user who has not created or joined a company yet may have no role; anyone else must have one.
  if (user.companyId && (!Array.isArray(user.roles) || user.roles.length === 0)) throw new Error(USER_INFO_MESSAGES.noRoles);
  return user;
};

export const currentUserQuery = {
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60_000,
};

/** After sign-in, token changes or onboarding steps: the session as the server now sees it. */
export const loadCurrentUser = (queryClient: QueryClient): Promise<CurrentUser> => queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });

export type SignedIn = {
  status: 'signed-in';
  user: CurrentUser;
  /** Null while a self-serve user has no company. */
  role: Role | null;
  access: AccessType | null;
  holder: PermissionHolder;
  home: string;
};

export type Session =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | SignedIn;

/** Where a signed-in user belongs: the onboarding questionnaire until they have a company, else the role home. */
export const homeOf = (user: CurrentUser, role: Role | null): string =>
  !user.companyId || role === null ? onboardingPathFor(null) : roleHomeFor(role);

/** A partner name from the sign-up route, else the product's own. */
export const DEFAULT_PARTNER_NAME = 'ats';
export const onboardingPathFor = (partnerName: string | null | undefined): string =>
  `/company-onboarding/${encodeURIComponent(partnerName || DEFAULT_PARTNER_NAME)}`;

export const toSignedIn = (user: CurrentUser): SignedIn => {
  const hasCompany = Boolean(user.companyId) && (user.roles ?? []).length > 0;
  const resolved = hasCompany ? resolvedRoleOf(user) : null;
  const role = resolved?.role ?? null;
  return {
    status: 'signed-in',
    user,
    role,
    access: resolved?.access ?? null,
    holder: permissionHolderOf(user),
    home: homeOf(user, role),
  };
};

/**
 * The staff session (spec 01 §4.2): user info is fetched when a token exists; without a token the user is
 * anonymous. Role and access come from `resolveRole`, the shared rule.
 */
export const useSession = (): Session => {
  const token = useAccessToken('staff');
  const query = useQuery({ ...currentUserQuery, enabled: token !== null, meta: { toast: false } });
  if (token === null) return { status: 'anonymous' };
  if (query.data) return toSignedIn(query.data);
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
};

export const fullNameOf = (person: { firstName?: string | null; lastName?: string | null }): string =>
  [person.firstName, person.lastName].filter((part) => part && part.trim().length > 0).join(' ');
