/**
 * What jsdom lacks for the web client's component specs: TextEncoder (react-router), matchMedia (MUI's
 * useMediaQuery), AbortSignal.timeout (the API client) and a stable randomUUID (idempotency keys).
 */
import { TextDecoder, TextEncoder } from 'node:util';
// The DOM library's own configure: importing React Testing Library here, before jest's globals exist, would
// leave its automatic cleanup unregistered.
import { configure } from '@testing-library/dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy…` waits for what a spec expects; on two busy cores a role query over a large MUI tree can take
// longer than the library's 1 s default, which failed specs that were right.
configure({ asyncUtilTimeout: 5000 });

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof AbortSignal.timeout !== 'function') {
  AbortSignal.timeout = () => new AbortController().signal;
}
