import type { ErrorInfo } from 'react';
import { ApiRequestError } from '../../api/client';

/** The mark of a boundary that shows a failed call in its place (data-boundary.tsx's). */
export const failedCallsShownInPlace = Symbol('failedCallsShownInPlace');

/**
 * The app root's `onCaughtError` (createRoot in src/main.tsx). React logs every error a boundary catches as a console
 * error; a call the server refused (a detail page of another member's or of a removed item) that a DataBoundary shows
 * in its place is an answer, not a fault (the route walk of tests/e2e counts console errors), so it is not logged
 * again. Anything else is logged as React would. A module of its own, so the entry does not load the boundary for it.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo & { errorBoundary?: object | null }) {
  if (info.errorBoundary && failedCallsShownInPlace in info.errorBoundary && error instanceof ApiRequestError) return;
  console.error(error, info.componentStack);
}
