export * from './identity.types';
