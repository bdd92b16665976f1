import type { MessageId } from '../i18n/messages';
import type { RouteAccess } from './access';

/** What a route declares: who may open it (spec 01 §6.2 "Route access") and its page title (§2.2). */
export type RouteHandle = { access?: RouteAccess; title?: MessageId };

export const handleOf = (handle: unknown): RouteHandle => (handle && typeof handle === 'object' ? (handle as RouteHandle) : {});
