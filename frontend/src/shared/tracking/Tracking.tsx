import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { configuredTrackers } from '@shop/contracts';
import { useSetting } from '../api/setting';
import { useConsent, useConsentReview } from './consent';
import { applyTracking, trackPageView } from './tracking';
// Its styles come with the page's first files: a server-rendered card is styled (fixed, out of the flow) before its code arrives.
import './ConsentBanner.module.css';

type BannerModule = { default: ComponentType };
let banner: BannerModule | undefined;
const loadBanner = () => import('./ConsentBanner').then((m) => (banner = { default: m.ConsentBanner }));
// The server has the card's code before it renders a page; a browser fetches it only for a visitor who has not chosen.
if (typeof document === 'undefined') void loadBanner();
const ConsentBanner = lazy(() => (banner ? ({ then: (resolve: (m: BannerModule) => void) => resolve(banner!) } as Promise<BannerModule>) : loadBanner()));

/**
 * The tracking hooks of the shop pages (issue 14; spec §1): while staff have given any tracker's
 * id and the visitor has not chosen, the consent card (rendered by the server; its code, a chunk
 * of its own, hydrates it in place); once they allow something, the trackers (another chunk) and
 * a page view on each navigation. The footer's 쿠키 설정 shows the card again (reviewConsent).
 * Rendered by the shop layout.
 */
export function Tracking() {
  const tracking = useSetting().data?.tracking;
  const consent = useConsent();
  const reviewing = useConsentReview();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const key = JSON.stringify([tracking, consent]);
  useEffect(() => {
    applyTracking(tracking, consent);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for both (the query answer is a new object on refetch)
  }, [key]);
  useEffect(() => trackPageView(path), [path, key]);
  if (configuredTrackers(tracking).length === 0 || (consent !== null && !reviewing)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
