import type { ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { FeatureGateDialog } from '../../../shared/auth/FeatureGateDialog';
import { Tracking } from '../../../shared/tracking';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollTopButton } from './ScrollTopButton';
import { HydratedApart } from '../../../shared/ui/HydratedApart';
import styles from './RootLayout.module.css';

/**
 * The shop frame: header, page, footer, scroll-to-top, the feature gate's dialog (spec §4) and the
 * tracking hooks with their consent card; console paths render the page alone. The header and
 * footer are hydrated apart from the page.
 */
export function RootLayout({ beforeHeader }: { beforeHeader?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname === '/console' || pathname.startsWith('/console/')) return <Outlet />;
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      {beforeHeader}
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <ScrollTopButton />
      <FeatureGateDialog />
      <Tracking />
    </div>
  );
}
