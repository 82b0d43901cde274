import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { SessionProvider } from './features/session';
import { reportCaughtError } from './features/shared/caught-errors';
import { createAppRouter } from './routes/router';

const router = createAppRouter();

// A refused call that a block shows in its place is not logged as a fault (caught-errors.ts).
const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
// As a transition, React renders the first page in slices of a few milliseconds and lets the browser in between,
// instead of one long task: a slow phone stays responsive while the page builds (Lighthouse's Total Blocking Time).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AppProviders>
    </StrictMode>,
  ),
);
