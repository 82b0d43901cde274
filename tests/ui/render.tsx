import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../../src/app/app-providers';
import { createQueryClient } from '../../src/app/query-client';

/** Render inside the app's own providers (Chakra system, a fresh QueryClient, the toaster). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
