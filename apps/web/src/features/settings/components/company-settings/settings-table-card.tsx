// The table card lives in app/components, shared with other features' settings pages (offer letter templates).
export { SettingsTableCard, type SettingsTableCardProps } from '@ats/web/app/components/settings-table-card';
