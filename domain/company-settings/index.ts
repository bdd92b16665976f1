export * from './company-settings-rows';
export * from './company-settings.errors';
export * from './location-department-policies';
export * from './pipeline-template-policies';
export * from './archival-reason-policies';
export * from './settings-permissions';
export * from './custom-field-policies';
export * from './agency-policies';
