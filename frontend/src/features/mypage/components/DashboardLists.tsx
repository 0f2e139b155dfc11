import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatPrice, type DashboardOrder, type MemberDashboardResponse, groupThousands } from '@shop/contracts';
import { StatusBadge } from '../../../shared/ui/Badge';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { buttonClassName } from '../../../shared/ui/Button';
import styles from './dashboard.module.css';

/** A titled block of the dashboard with a "more" link. */
function Block({ id, title, more, children }: { id: string; title: string; more: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHead}>
        <h2 id={id} className={styles.blockTitle}>
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** The newest orders: picture, first product (and how many more), date, number, status and total. */
export function RecentOrders({ orders }: { orders: DashboardOrder[] }) {
  return (
    <Block
      id="dashboard-orders"
      title="최근 주문"
      more={
        <Link to="/mypage/orders" className={styles.more}>
          전체 주문 보기 ›
        </Link>
      }
    >
      {orders.length === 0 ? (
        <EmptyState
          compact
          title="아직 주문하신 상품이 없습니다"
          description="마음에 드는 제품을 찾아 첫 주문을 시작해보세요."
          action={
            <Link to="/shop/products" className={buttonClassName('secondary')}>
              쇼핑하러 가기
            </Link>
          }
        />
      ) : (
        <ul className={styles.recent}>
          {orders.map((o) => (
            <li key={o._id} className={styles.recentRow}>
              <LineThumb url={o.thumb?.url} size={64} />
              <div className={styles.recentBody}>
                <Link to="/mypage/orders/$orderId" params={{ orderId: o._id }} className={styles.recentTitle}>
                  {o.title}
                  {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''}
                </Link>
                <p className={styles.recentMeta}>
                  <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time> · 주문번호 {o.orderNumber}
                </p>
              </div>
              <div className={styles.recentAside}>
                <StatusBadge orderStatus={o.orderStatus} claimStatus={o.claimStatus} purchaseStatus={o.purchaseStatus} text={o.statusText} />
                <strong className={styles.recentPrice}>{formatPrice(o.totalPrice)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** The newest liked products as pictures, and the wishlist's size. */
export function WishlistPreview({ likes }: { likes: MemberDashboardResponse['likes'] }) {
  return (
    <Block
      id="dashboard-likes"
      title={`위시리스트 ${groupThousands(likes.totalCount)}`}
      more={
        <Link to="/mypage/likes" className={styles.more}>
          전체 보기 ›
        </Link>
      }
    >
      {likes.items.length === 0 ? (
        <EmptyState compact title="관심상품이 없습니다" description="상품의 하트를 눌러 관심상품으로 담아두세요." />
      ) : (
        <ul className={styles.likes}>
          {likes.items.map((like) => (
            <li key={like._id}>
              <Link to="/shop/products/$productId" params={{ productId: like.product._id }} className={styles.like}>
                <img src={like.product.thumb.url} alt="" width={320} height={320} loading="lazy" className={styles.likeImage} />
                <span className={styles.likeName}>{like.product.name}</span>
                <span className={styles.likePrice}>{formatPrice(like.product.salePrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
