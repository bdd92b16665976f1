/**
 * Every value of a string union, for an OpenAPI `enum`, listed once as a record's keys: the compiler refuses
 * the record when the union gains or loses a value, so the document never drifts from the type.
 */
export const unionValues = <T extends string>(values: Record<T, true>): T[] => Object.keys(values) as T[];
