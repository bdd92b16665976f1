// stylis ships no type declarations; only the prefixer middleware is used (by the right-to-left emotion cache).
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
