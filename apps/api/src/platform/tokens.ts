/** Injection tokens for the adapters the API wires into handlers. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const ATS_CONFIG = Symbol('ATS_CONFIG');
export const TEMPORAL_CLIENT = Symbol('TEMPORAL_CLIENT');
export const BLOB_STORE = Symbol('BLOB_STORE');
