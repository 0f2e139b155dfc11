import { useNavigate } from '@tanstack/react-router';
import { configuredTrackers, formatDate } from '@shop/contracts';
import { useCategoryTree } from '../../../shared/api/categories';
import { useSetting } from '../../../shared/api/setting';
import { reviewConsent } from '../../../shared/tracking';
import { AppLink } from '../../../shared/ui';
import { displayTel } from '../../../shared/lib/format';
import { FAMILY_SITES, PROFESSIONAL_PORTAL, ROOM_IDEA_LINKS, SOCIAL_LINKS } from '../config/menu';
import styles from './Footer.module.css';

/** The shop footer (spec §2): categories, room ideas, policies, portal, family sites, social, company and bank line. */
export function Footer() {
  const navigate = useNavigate();
  const { data: categories } = useCategoryTree();
  const { data: setting } = useSetting();
  const company = setting?.company;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.word}>CÉRAMAISON</p>
          <p className={styles.tagline}>
            매일 쓰는 물의 공간을
            <br />
            오래 아름답게.
          </p>
          <ul className={styles.social} aria-label="소셜 채널">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.to} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} (새 창)`}>
                  {s.short}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.columns} aria-label="사이트 맵">
          <section>
            <h2 className={styles.heading}>제품</h2>
            <ul>
              {(categories ?? [])
                .flatMap((root) => root.children)
                .slice(0, 8)
                .map((c) => (
                  <li key={c._id}>
                    <AppLink to={`/shop?category=${encodeURIComponent(c.code)}`}>{c.name}</AppLink>
                  </li>
                ))}
              <li>
                <AppLink to="/shop/products">전체 상품</AppLink>
              </li>
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>공간 아이디어</h2>
            <ul>
              {ROOM_IDEA_LINKS.map((l) => (
                <li key={l.to}>
                  <AppLink to={l.to}>{l.label}</AppLink>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>고객 지원</h2>
            <ul>
              <li>
                <AppLink to="/center/notice">공지사항</AppLink>
              </li>
              <li>
                <AppLink to="/center/faq">자주 묻는 질문</AppLink>
              </li>
              <li>
                <AppLink to="/center/inquiry">1:1 문의</AppLink>
              </li>
              <li>
                <AppLink to="/concierge-service">컨시어지 서비스</AppLink>
              </li>
              <li>
                <AppLink to={PROFESSIONAL_PORTAL.to}>{PROFESSIONAL_PORTAL.label}</AppLink>
              </li>
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>무통장 입금 계좌</h2>
            <p className={styles.bank}>{setting?.bankAccountLine ?? '\u00a0'}</p>
            <label className={styles.family}>
              <span className="visually-hidden">패밀리 사이트로 이동</span>
              <select
                defaultValue=""
                onChange={(e) => {
                  const to = e.target.value;
                  e.target.value = '';
                  if (to) void navigate({ to: to as '/' });
                }}
              >
                <option value="">패밀리 사이트</option>
                {FAMILY_SITES.map((f) => (
                  <option key={f.to} value={f.to}>
                    {f.label}
                  </option>
                ))}
              </select>
            </label>
          </section>
        </nav>
      </div>

      <div className="container">
        <div className={styles.bottom}>
          <ul className={styles.policies}>
            <li>
              <AppLink to="/privacy-policy" className={styles.strong}>
                개인정보처리방침
              </AppLink>
            </li>
            <li>
              <AppLink to="/terms">이용약관</AppLink>
            </li>
            <li>
              <AppLink to="/email-policy">이메일무단수집거부</AppLink>
            </li>
            <li>
              <AppLink to={PROFESSIONAL_PORTAL.to}>{PROFESSIONAL_PORTAL.label}</AppLink>
            </li>
            {configuredTrackers(setting?.tracking).length > 0 && (
              <li>
                <button type="button" className={styles.policyButton} onClick={reviewConsent}>
                  쿠키 설정
                </button>
              </li>
            )}
          </ul>
          {company && (
            <address className={styles.company}>
              <span>{company.name}</span>
              <span>대표 {company.ceo}</span>
              <span>{company.address}</span>
              <span>사업자등록번호 {company.businessNumber}</span>
              <span>통신판매업신고 {company.mailOrderNumber}</span>
              <span>
                고객센터 <a href={`tel:${company.tel.replace(/\D/g, '')}`}>{displayTel(company.tel)}</a>
              </span>
              <span>
                이메일 <a href={`mailto:${company.email}`}>{company.email}</a>
              </span>
            </address>
          )}
          {/* The year in Seoul, so the server-rendered page and the browser agree. */}
          <p className={styles.copy}>
            © {formatDate(new Date()).slice(0, 4)} {setting?.shopName ?? 'CÉRAMAISON'}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
