import { Suspense, lazy, memo, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page whose code is not in the page's first scripts (a carousel library, say), yet
 * whose HTML is rendered by the server like the rest of the page.
 *
 * `load` imports the part's module (its default export is the component); the import starts at
 * once, on the server and in the browser. The server renders the part in place (the module is
 * loaded by the first request; a synchronous thenable then hands it to React without suspending).
 * In the browser, hydration leaves the server's HTML of the part as it is until its code arrives
 * and then takes it over in place (nothing is replaced, so the largest paint does not move); on a
 * page rendered in the browser, `fallback` shows meanwhile.
 *
 * The part is memoised: a re-render of its parent with the same props does not touch it, so it
 * is never asked to update before it has hydrated. Give it stable props (query data, refs).
 * Returns the component to render.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = undefined; // a failed chunk request may be retried by the next render
        throw error;
      },
    ));
  void start().catch(() => undefined);
  const Part = lazy(() =>
    loaded ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : start(),
  );
  const Boundary = (props: P) => (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
  return memo(Boundary) as unknown as ComponentType<P>;
}
