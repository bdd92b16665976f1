export * from './apply-form';
export * from './source-attribution';
