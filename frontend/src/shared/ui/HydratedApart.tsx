import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates (and commits) apart from the rest: the
 * server marks it as a Suspense boundary, and React hydrates the page around it first, then
 * each such part in a pass of its own. A page made of a few of these starts in several short
 * tasks instead of one long commit (Lighthouse's Total Blocking Time). Nothing is shown in its
 * place while it loads in the browser (a part that suspends there shows nothing until it can).
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
