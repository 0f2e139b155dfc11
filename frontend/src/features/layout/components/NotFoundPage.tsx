import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../shared/ui';
import styles from './NotFoundPage.module.css';

/** The friendly page for an unknown address. */
export function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`}>
      <p className="eyebrow">404 · Page not found</p>
      <h1 className={`serif ${styles.title}`}>찾으시는 페이지가 없습니다</h1>
      <p className={styles.text}>
        주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다.
        <br />
        아래에서 세라메종의 공간과 제품을 다시 둘러보세요.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName('primary')}>
          홈으로
        </Link>
        <Link to="/shop/products" className={buttonClassName('secondary')}>
          전체 상품 보기
        </Link>
      </div>
    </section>
  );
}
