export * from './default-permissions';
export * from './identity.types';
export * from './job-access';
export * from './permission-matching';
export * from './role-resolution';
