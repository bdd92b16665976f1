import { TEAM_ACCESS_TYPES, type TeamAccessType } from '@ats/domain/identity/team-members';
import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from '@ats/web/app/use-debounced';
import { useMembers } from '../api/teams-api';
import { ROLES_OF_ACCESS, type AccessFilter } from '../team-labels';

export const PAGE_SIZES = [10, 25, 50];
const SEARCH_DEBOUNCE_MS = 300;

/** Both filters narrow the same accessType query: the roles left are those every chosen filter admits. */
export const rolesFor = (accessFilters: readonly AccessFilter[], roleFilters: readonly TeamAccessType[]): TeamAccessType[] | null => {
  let roles: TeamAccessType[] = [...TEAM_ACCESS_TYPES];
  if (accessFilters.length > 0) roles = roles.filter((role) => accessFilters.some((filter) => ROLES_OF_ACCESS[filter] === role));
  if (roleFilters.length > 0) roles = roles.filter((role) => roleFilters.includes(role));
  if (accessFilters.length === 0 && roleFilters.length === 0) return [];
  return roles.length === 0 ? null : roles;
};

/** The team list's search, filters and page, and the members they select. */
export const useTeamMembers = () => {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [accessFilters, setAccessFilters] = useState<AccessFilter[]>([]);
  const [roleFilters, setRoleFilters] = useState<TeamAccessType[]>([]);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(PAGE_SIZES[0]!);

  const roles = rolesFor(accessFilters, roleFilters);
  const rolesKey = roles === null ? null : roles.join(',');
  const filters = useMemo(
    () => ({
      page,
      take,
      accessTypes: rolesKey ? (rolesKey.split(',') as TeamAccessType[]) : [],
      includeDeletedUsers: includeDeleted,
      search: debouncedSearch,
    }),
    [page, take, rolesKey, includeDeleted, debouncedSearch],
  );
  // Filters that admit no role at all: nothing to ask the server.
  const list = useMembers(filters, roles !== null);

  useEffect(() => setPage(1), [debouncedSearch, accessFilters, roleFilters, includeDeleted]);

  return {
    search,
    setSearch,
    accessFilters,
    setAccessFilters,
    roleFilters,
    setRoleFilters,
    includeDeleted,
    setIncludeDeleted,
    page,
    setPage,
    take,
    setTake: (next: number) => {
      setTake(next);
      setPage(1);
    },
    list,
    members: roles === null ? [] : (list.data?.data ?? []),
    total: roles === null ? 0 : (list.data?.total ?? 0),
    filtered: debouncedSearch !== '' || accessFilters.length > 0 || roleFilters.length > 0,
    loading: roles !== null && list.isPending,
  };
};

export type TeamMembersState = ReturnType<typeof useTeamMembers>;
