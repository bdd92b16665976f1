/**
 * Types of the HTTP API from its OpenAPI document (docs/openapi.json → generated/openapi.ts, `npm run
 * openapi:generate`). Feature `api/` modules take request and response shapes from here; api-types.ts keeps
 * only the answers the document does not describe yet.
 */
import type { components, paths } from './generated/openapi';

export type Schemas = components['schemas'];
/** A named schema of the document, e.g. `Schema<'AddCandidateRequestDto'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** A documented path (with its `/api` prefix) that has the method. */
export type ApiPath<Method extends ApiMethod> = { [P in keyof paths]: paths[P][Method] extends never | undefined ? never : P }[keyof paths];

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : unknown;

/** The JSON answer of a call on success (200 or 201), as documented; `unknown` where the document has no schema. */
export type ResponseOf<P extends ApiPath<M>, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer Responses }
    ? Responses extends { 200: infer Ok }
      ? JsonOf<Ok>
      : Responses extends { 201: infer Created }
        ? JsonOf<Created>
        : unknown
    : never;

/** The JSON body a call takes, as documented. */
export type RequestBodyOf<P extends ApiPath<M>, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;
