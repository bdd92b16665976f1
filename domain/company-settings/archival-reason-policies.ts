import { decision, type WriteContext } from '../shared/relational-decision';
import {
  cleanName,
  sameName,
  settingsAudit,
  type ArchivalReasonRow,
  type SettingsCaller,
  type SettingsDecision,
} from './company-settings-rows';
import { nameRule, SETTINGS_MESSAGES, SettingsErrors } from './company-settings.errors';

/**
 * Archival reasons (spec 02 §2.7, §3.6, §5.11, §7.2): a company adds its own beside the default ones and
 * deletes its own; default reasons cannot be edited or deleted, nor can a reason archived candidates carry.
 */

export type ArchivalReasonInput = { text: string };

/** `POST /archival-reasons/`. `existing.reasons`: the company's reasons. */
export const addArchivalReason = (
  input: ArchivalReasonInput,
  existing: { reasons: readonly ArchivalReasonRow[] },
  caller: SettingsCaller,
  { newId }: WriteContext,
): SettingsDecision<ArchivalReasonRow> => {
  const message = nameRule(SETTINGS_MESSAGES.reasonRequired)(input.text);
  if (message === SETTINGS_MESSAGES.reasonRequired) throw SettingsErrors.reasonRequired();
  if (message) throw SettingsErrors.tooLong();
  const text = cleanName(input.text);
  if (existing.reasons.some((reason) => sameName(reason.text, text))) throw SettingsErrors.reasonExists();
  const row: ArchivalReasonRow = { id: newId(), companyId: caller.companyId, text, isDefault: false };
  return decision(row, {
    writes: [{ table: 'archival_reasons', insert: row }],
    audit: [settingsAudit(caller, 'archival-reason', null, row)],
  });
};

/** `DELETE /archival-reasons/{id}`. `existing.archivedCandidates`: archived applications carrying the reason. */
export const deleteArchivalReason = (
  _input: { id: string },
  existing: { reason: ArchivalReasonRow | null; archivedCandidates: number },
  caller: SettingsCaller,
): SettingsDecision<{ id: string }> => {
  const reason = existing.reason;
  if (!reason || reason.companyId !== caller.companyId) throw SettingsErrors.reasonNotFound();
  if (reason.isDefault) throw SettingsErrors.defaultReason();
  if (existing.archivedCandidates > 0) throw SettingsErrors.reasonInUse();
  return decision(
    { id: reason.id },
    {
      writes: [{ table: 'archival_reasons', delete: reason.id }],
      audit: [settingsAudit(caller, 'archival-reason', reason, null)],
    },
  );
};
