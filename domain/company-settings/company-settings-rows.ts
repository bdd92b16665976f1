import type { AuditEntry, RelationalDecision } from '../shared/relational-decision';

/**
 * Company settings that jobs depend on, as their policies see them (plain rows; infra/db/entities maps them to
 * TypeORM): locations, departments, stage pipeline templates and archival reasons. Relational configuration,
 * written through the one write path (docs/adr/0009).
 */

export type LocationRow = { id: string; companyId: string; name: string };

export type DepartmentRow = {
  id: string;
  companyId: string;
  name: string;
  /** A team member of the same company, or none. */
  headOfDepartmentId: string | null;
};

export type PipelineTemplateRow = {
  id: string;
  companyId: string;
  name: string;
  /** Ordered: Sourced and Application first, Hired last (domain/jobs pipelineStageNames). */
  stageNames: string[];
  /** Each company has exactly one default template; it cannot be deleted. */
  isDefault: boolean;
};

export type ArchivalReasonRow = { id: string; companyId: string; text: string; isDefault: boolean };

/** The tables company-settings policies write. */
export type CompanySettingsTables = {
  locations: LocationRow;
  departments: DepartmentRow;
  pipeline_templates: PipelineTemplateRow;
  archival_reasons: ArchivalReasonRow;
};

/** Company settings send no mail. */
export type SettingsDecision<Result> = RelationalDecision<CompanySettingsTables, never, Result>;

/** Who changes settings: a staff member of the company (the route checked the permission). */
export type SettingsCaller = { userId: string; companyId: string };

/** The audit entry of a change to a settings row; `after` null for a removal. */
export const settingsAudit = (
  caller: SettingsCaller,
  entity: string,
  before: { id: string } | null,
  after: { id: string } | null,
): AuditEntry => ({
  companyId: caller.companyId,
  actorId: caller.userId,
  entity,
  entityId: (after ?? before)?.id ?? '',
  action: before === null ? 'create' : after === null ? 'delete' : 'update',
  before,
  after,
});

/** A name as stored and compared: trimmed, inner runs of spaces kept. */
export const cleanName = (name: string): string => name.trim();

/** Two names are the same when they differ only in case and surrounding spaces. */
export const sameName = (a: string, b: string): boolean => cleanName(a).toLowerCase() === cleanName(b).toLowerCase();
