import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { failedCallsShownInPlace } from './caught-errors';
import { failureMessage } from './failure-message';
import { Loading } from './loading';
import { LoadFailed } from './load-failed';

/**
 * The boundary around a part of a page whose data is read with `useSuspenseQuery` (issue 24; docs/adr/0038): while
 * the part's data is on the way it shows Loading in its place, the rest of the page (and the frame) already painted;
 * when a call fails it shows LoadFailed with the call's message and 重试 in the same place, the rest of the page going
 * on (`block`: one block of a page, in small type, saying 加载失败 rather than the page's). 重试 starts every failed
 * query again (a route's loader asked once and set `retryOnMount: false`, so nothing asks again on its own) and
 * renders the part anew, which waits for them.
 */
export function DataBoundary({ children, block = false }: { children: ReactNode; block?: boolean }) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catch
          fallback={(error, again) => (
            <LoadFailed
              title={block ? '加载失败' : undefined}
              message={failureMessage(error)}
              onRetry={() => {
                reset();
                void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' }).finally(again);
              }}
            />
          )}
        >
          <Suspense fallback={<Loading fontSize={block ? 'sm' : undefined} />}>{children}</Suspense>
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A page whose data is read with useSuspenseQuery, as one part in its own DataBoundary (the frame around it painted). */
export function withDataBoundary<P extends object>(Page: ComponentType<P>) {
  return function Bounded(props: P) {
    return (
      <DataBoundary>
        <Page {...props} />
      </DataBoundary>
    );
  };
}

interface CatchProps {
  fallback: (error: unknown, again: () => void) => ReactNode;
  children: ReactNode;
}

/** React's error boundary (a class: there is no hook for it): the fallback until `again`. */
class Catch extends Component<CatchProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  // Tells the root's report (caught-errors.ts) that a failed call caught here is said in its place.
  readonly [failedCallsShownInPlace] = true;

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, () => this.setState({ error: undefined, failed: false })) : this.props.children;
  }
}
