// The table card lives in app/components, shared with other features' settings pages (offer letter templates).
export { SettingsTableCard, type SettingsTableCardProps } from '../../../../app/components/settings-table-card';
