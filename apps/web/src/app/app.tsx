import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createQueryClient } from './api/query-client';
import { pathWithoutLeadingHash } from './auth/redirect';
import { SessionExpiredDialog } from './auth/session-expired-dialog';
import { createAppRouter } from './routes';

/** Spec 01 §2.2: "/#/recruiter/…" (an old hash link) opens "/recruiter/…". */
const stripLeadingHash = () => {
  const target = pathWithoutLeadingHash(window.location);
  if (target !== null) window.history.replaceState(null, '', target);
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    stripLeadingHash();
    return createAppRouter();
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <SessionExpiredDialog />
    </AppProviders>
  );
};
