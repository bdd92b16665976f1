import { decision, type WriteContext } from '../shared/relational-decision';
import {
  cleanName,
  sameName,
  settingsAudit,
  type DepartmentRow,
  type LocationRow,
  type SettingsCaller,
  type SettingsDecision,
} from './company-settings-rows';
import { nameRule, SETTINGS_MESSAGES, SettingsErrors } from './company-settings.errors';

/**
 * Locations and departments (spec 03 "Locations & Departments", "Location", "Department", "Settings"): add,
 * edit and delete, names unique per company, never deleted while a job names them.
 */

const locationName = (name: unknown): string => {
  const message = nameRule(SETTINGS_MESSAGES.locationRequired)(name);
  if (message === SETTINGS_MESSAGES.locationRequired) throw SettingsErrors.locationRequired();
  if (message) throw SettingsErrors.tooLong();
  return cleanName(name as string);
};

const departmentName = (name: unknown): string => {
  const message = nameRule(SETTINGS_MESSAGES.departmentRequired)(name);
  if (message === SETTINGS_MESSAGES.departmentRequired) throw SettingsErrors.departmentRequired();
  if (message) throw SettingsErrors.tooLong();
  return cleanName(name as string);
};

/** The company's row, or 404 as for an unknown id: another company's row is not there for the caller. */
const ownRow = <Row extends { companyId: string }>(
  caller: SettingsCaller,
  row: Row | null,
  missing: () => Error,
): Row => {
  if (!row || row.companyId !== caller.companyId) throw missing();
  return row;
};

const assertUnique = <Row extends { id: string; name: string }>(
  rows: readonly Row[],
  name: string,
  exceptId: string | null,
  taken: () => Error,
) => {
  if (rows.some((row) => row.id !== exceptId && sameName(row.name, name))) throw taken();
};

export type LocationInput = { name: string };

/** `POST /locations`. `existing.locations`: the company's locations. */
export const addLocation = (
  input: LocationInput,
  existing: { locations: readonly LocationRow[] },
  caller: SettingsCaller,
  { newId }: WriteContext,
): SettingsDecision<LocationRow> => {
  const name = locationName(input.name);
  assertUnique(existing.locations, name, null, SettingsErrors.locationExists);
  const row: LocationRow = { id: newId(), companyId: caller.companyId, name };
  return decision(row, {
    writes: [{ table: 'locations', insert: row }],
    audit: [settingsAudit(caller, 'location', null, row)],
  });
};

/** `PATCH /locations/:id`: renames the location. */
export const editLocation = (
  input: LocationInput,
  existing: { location: LocationRow | null; locations: readonly LocationRow[] },
  caller: SettingsCaller,
): SettingsDecision<LocationRow> => {
  const before = ownRow(caller, existing.location, SettingsErrors.locationNotFound);
  const name = locationName(input.name);
  assertUnique(existing.locations, name, before.id, SettingsErrors.locationExists);
  const after = { ...before, name };
  return decision(after, {
    writes: [{ table: 'locations', update: before.id, set: { name } }],
    audit: [settingsAudit(caller, 'location', before, after)],
  });
};

/** `DELETE /locations/:id`: refused while any job names the location (`existing.linkedJobs`). */
export const deleteLocation = (
  _input: { id: string },
  existing: { location: LocationRow | null; linkedJobs: number },
  caller: SettingsCaller,
): SettingsDecision<{ id: string }> => {
  const location = ownRow(caller, existing.location, SettingsErrors.locationNotFound);
  if (existing.linkedJobs > 0) throw SettingsErrors.locationLinkedToJobs();
  return decision(
    { id: location.id },
    {
      writes: [{ table: 'locations', delete: location.id }],
      audit: [settingsAudit(caller, 'location', location, null)],
    },
  );
};

/** A team member a department may name as head: a user of some company, maybe deleted. */
export type HeadCandidate = { id: string; companyId: string | null; deletedAt: Date | null };

const headOf = (caller: SettingsCaller, id: string | null | undefined, head: HeadCandidate | null): string | null => {
  if (!id) return null;
  if (!head || head.id !== id || head.companyId !== caller.companyId || head.deletedAt)
    throw SettingsErrors.headOfDepartmentNotMember();
  return head.id;
};

export type DepartmentInput = { name: string; headOfDepartmentId?: string | null };

/**
 * `POST /departments`. `existing.head`: the user named as head, if one was named (any company: one of
 * another company, or a deleted member, is refused).
 */
export const addDepartment = (
  input: DepartmentInput,
  existing: { departments: readonly DepartmentRow[]; head: HeadCandidate | null },
  caller: SettingsCaller,
  { newId }: WriteContext,
): SettingsDecision<DepartmentRow> => {
  const name = departmentName(input.name);
  assertUnique(existing.departments, name, null, SettingsErrors.departmentExists);
  const row: DepartmentRow = {
    id: newId(),
    companyId: caller.companyId,
    name,
    headOfDepartmentId: headOf(caller, input.headOfDepartmentId, existing.head),
  };
  return decision(row, {
    writes: [{ table: 'departments', insert: row }],
    audit: [settingsAudit(caller, 'department', null, row)],
  });
};

/** `PATCH /departments/:id`: what is given changes; `headOfDepartmentId: null` removes the head. */
export const editDepartment = (
  input: Partial<DepartmentInput>,
  existing: { department: DepartmentRow | null; departments: readonly DepartmentRow[]; head: HeadCandidate | null },
  caller: SettingsCaller,
): SettingsDecision<DepartmentRow> => {
  const before = ownRow(caller, existing.department, SettingsErrors.departmentNotFound);
  const set: Partial<DepartmentRow> = {};
  if (input.name !== undefined) {
    set.name = departmentName(input.name);
    assertUnique(existing.departments, set.name, before.id, SettingsErrors.departmentExists);
  }
  if (input.headOfDepartmentId !== undefined)
    set.headOfDepartmentId = headOf(caller, input.headOfDepartmentId, existing.head);
  const after = { ...before, ...set };
  return decision(after, {
    writes: Object.keys(set).length > 0 ? [{ table: 'departments', update: before.id, set }] : [],
    audit: Object.keys(set).length > 0 ? [settingsAudit(caller, 'department', before, after)] : [],
  });
};

/** `DELETE /departments/:id`: refused while any job names the department. */
export const deleteDepartment = (
  _input: { id: string },
  existing: { department: DepartmentRow | null; linkedJobs: number },
  caller: SettingsCaller,
): SettingsDecision<{ id: string }> => {
  const department = ownRow(caller, existing.department, SettingsErrors.departmentNotFound);
  if (existing.linkedJobs > 0) throw SettingsErrors.departmentLinkedToJobs();
  return decision(
    { id: department.id },
    {
      writes: [{ table: 'departments', delete: department.id }],
      audit: [settingsAudit(caller, 'department', department, null)],
    },
  );
};
