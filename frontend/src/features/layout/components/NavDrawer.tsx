import { Link } from '@tanstack/react-router';
import type { Category } from '@shop/contracts';
import { useCategoryTree } from '../../../shared/api/categories';
import { useIsSignedIn } from '../../../shared/stores/session';
import { AppLink, Icon, Modal, Skeleton, Tabs } from '../../../shared/ui';
import { BATHROOM_FITTINGS_OVERVIEW, MENU, SUPPORT_LINKS, isBathroomFittings, type MenuTabKey } from '../config/menu';
import { Logo } from './Logo';
import styles from './NavDrawer.module.css';

/** Props of {@link NavDrawer}. */
export interface NavDrawerProps {
  /** Open tab, or null when closed. */
  tab: MenuTabKey | null;
  onTabChange(tab: MenuTabKey): void;
  onClose(): void;
  onLogout(): void;
}

/**
 * The navigation drawer (spec §2): tabs from the static menu; the products tab lists the
 * top-level categories with their children (each to /shop?category={code}). A {@link Modal} sheet
 * from the top on desktop, from the left on mobile; Escape and a click outside close it.
 */
export function NavDrawer({ tab, onTabChange, onClose, onLogout }: NavDrawerProps) {
  const signedIn = useIsSignedIn();
  const current = MENU.find((m) => m.key === tab) ?? MENU[0]!;

  return (
    // Start on the selected tab so the arrow keys switch tabs at once.
    <Modal open={tab !== null} onClose={onClose} className={styles.drawer} label="전체 메뉴" initialFocus='[role="tab"][aria-selected="true"]'>
      <div className={styles.panel}>
        <div className={styles.top}>
          <Logo onClick={onClose} />
          <button type="button" className={styles.close} onClick={onClose} aria-label="메뉴 닫기">
            <Icon name="close" />
          </button>
        </div>

        <div className={styles.body}>
          <Tabs
            className={styles.tabs}
            label="메뉴 분류"
            panelId="nav-drawer-panel"
            tabs={MENU.map((m) => ({ value: m.key, label: m.label }))}
            value={current.key}
            onChange={onTabChange}
          />
          <div id="nav-drawer-panel" role="tabpanel" className={styles.content}>
            {current.key === 'products' && <CategoryGroups onNavigate={onClose} />}
            <div className={styles.groups}>
              {current.groups.map((g) => (
                <section key={g.title} className={styles.group}>
                  <h3 className={styles.groupTitle}>
                    {g.to ? (
                      <AppLink to={g.to} onClick={onClose}>
                        {g.title}
                      </AppLink>
                    ) : (
                      g.title
                    )}
                  </h3>
                  <ul className={styles.links}>
                    {g.links.map((l) => (
                      <li key={l.to + l.label}>
                        <AppLink to={l.to} onClick={onClose} className={styles.link}>
                          {l.label}
                          {l.description && <span className={styles.description}>{l.description}</span>}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </div>

        <div className={styles.foot}>
          <ul className={styles.support}>
            {SUPPORT_LINKS.map((l) => (
              <li key={l.to}>
                <AppLink to={l.to} onClick={onClose}>
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <div className={styles.account}>
            {signedIn ? (
              <>
                <Link to="/mypage" onClick={onClose}>
                  마이페이지
                </Link>
                <button type="button" onClick={onLogout}>
                  로그아웃
                </button>
              </>
            ) : (
              <>
                <Link to="/login" onClick={onClose}>
                  로그인
                </Link>
                <Link to="/join" onClick={onClose}>
                  회원가입
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}

/** Top-level categories with their children, each child linking to the category listing. */
function CategoryGroups({ onNavigate }: { onNavigate(): void }) {
  const { data, isPending, isError } = useCategoryTree();
  if (isPending) {
    return (
      <div className={styles.groups} aria-busy>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.group}>
            <Skeleton width={120} height={18} />
            <Skeleton width={160} height={14} />
            <Skeleton width={140} height={14} />
          </div>
        ))}
      </div>
    );
  }
  if (isError || !data?.length) return null;
  return (
    <div className={`${styles.groups} ${styles.categoryGroups}`}>
      {data.map((root: Category) => (
        <section key={root._id} className={styles.group}>
          <h3 className={styles.groupTitle}>
            <AppLink to={`/shop?category=${encodeURIComponent(root.code)}`} onClick={onNavigate}>
              {root.name}
            </AppLink>
          </h3>
          <ul className={styles.links}>
            {root.children.map((child) => (
              <li key={child._id}>
                <AppLink to={`/shop?category=${encodeURIComponent(child.code)}`} onClick={onNavigate} className={styles.link}>
                  {child.name}
                </AppLink>
                {isBathroomFittings(child.code) && (
                  <AppLink to={BATHROOM_FITTINGS_OVERVIEW} onClick={onNavigate} className={`${styles.link} ${styles.overview}`}>
                    {child.name} 한눈에 보기
                  </AppLink>
                )}
              </li>
            ))}
            {isBathroomFittings(root.code) && (
              <li>
                <AppLink to={BATHROOM_FITTINGS_OVERVIEW} onClick={onNavigate} className={`${styles.link} ${styles.overview}`}>
                  한눈에 보기
                </AppLink>
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
