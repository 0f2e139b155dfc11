import { Link } from '@tanstack/react-router';
import { groupThousands } from '@shop/contracts';
import { buttonClassName } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { PROMOTER_PURCHASES_PAGE_SIZE, usePromoterPurchases, type PromoterPurchasesSearch, type PurchasesOf } from '../api/purchases';
import { PromoterGate } from './PromoterGate';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseTable } from './PurchaseTable';
import styles from './promoter.module.css';

const TEXT = {
  promotees: {
    title: '추천회원 구매내역',
    lead: '나의 추천회원이 구매한 상품입니다. 구매확정된 상품에는 판매 보너스가 적립됩니다. 개인정보 보호를 위해 이름과 아이디 일부를 가려 보여드립니다.',
    empty: '추천회원의 구매내역이 없습니다',
  },
  self: { title: '내 구매내역', lead: '프로모터 본인이 구매한 상품입니다. 본인 구매에는 판매 보너스가 적립되지 않습니다.', empty: '구매내역이 없습니다' },
} as const;

/**
 * /promoter/promotee-purchases and /promoter/promoter-purchases (spec §2; §7 Promoter GET
 * purchases): purchase lines of the promoter's promotees, or the promoter's own, newest first,
 * filtered by KST month and purchase status, paged; the filter and page live in the URL.
 */
export function PurchasesPage({ of, search, onSearch }: { of: PurchasesOf; search: PromoterPurchasesSearch; onSearch(next: PromoterPurchasesSearch): void }) {
  const text = TEXT[of];
  return (
    <section aria-labelledby="purchases-title">
      <header className={styles.head}>
        <h1 id="purchases-title" className={styles.title}>
          {text.title}
        </h1>
        <p className={styles.lead}>{text.lead}</p>
      </header>
      <PromoterGate>{() => <PurchaseList of={of} search={search} onSearch={onSearch} />}</PromoterGate>
    </section>
  );
}

function PurchaseList({ of, search, onSearch }: { of: PurchasesOf; search: PromoterPurchasesSearch; onSearch(next: PromoterPurchasesSearch): void }) {
  const purchases = usePromoterPurchases(of, search);
  const filtered = Boolean(search.month || search.status);
  return (
    <>
      <PurchaseFilters search={search} onChange={onSearch} />
      {purchases.isPending ? (
        <LoadingBlock label="구매내역을 불러오는 중입니다" />
      ) : purchases.isError ? (
        <LoadError title="구매내역을 불러오지 못했습니다" error={purchases.error} onRetry={() => purchases.refetch()} />
      ) : purchases.data.summary.totalCount === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 구매내역이 없습니다' : TEXT[of].empty}
          description={of === 'promotees' && !filtered ? '추천인코드 공유 링크로 지인을 초대해보세요.' : undefined}
          action={
            of === 'promotees' && !filtered ? (
              <Link to="/promoter" className={buttonClassName('secondary')}>
                추천인코드 보기
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={styles.count}>총 {groupThousands(purchases.data.summary.totalCount)}건</p>
          <PurchaseTable lines={purchases.data.purchases} promotees={of === 'promotees'} busy={purchases.isPlaceholderData} />
          <Pagination
            page={search.page ?? 1}
            total={purchases.data.summary.totalCount}
            pageSize={PROMOTER_PURCHASES_PAGE_SIZE}
            onChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
          />
        </>
      )}
    </>
  );
}
