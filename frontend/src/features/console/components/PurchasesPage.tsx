import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PURCHASE_VIEW_TEXT, type BulkResponse, type Purchase, type PurchaseView } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Pagination, pageCount } from '../../../shared/ui/Pagination';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useExportPurchases } from '../api/export-purchases';
import { usePurchaseCounts } from '../api/get-purchase-counts';
import { usePurchases } from '../api/get-purchases';
import { useSelection } from '../hooks/use-selection';
import { PURCHASES_PAGE_SIZE, type PurchasesSearch } from '../lib/purchase-views';
import { BulkActions } from './BulkActions';
import { BulkReportDialog } from './BulkReport';
import { InvoiceEntryDialog } from './InvoiceEntryDialog';
import { InvoiceUploadDialog } from './InvoiceUploadDialog';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseViewTabs } from './PurchaseViewTabs';
import { PurchasesTable } from './PurchasesTable';
import styles from './console.module.css';
import own from './purchases.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/**
 * /console/purchases/$view: the eight views as tabs with their counts, search (words, order
 * days, order of rows), a dense table with row selection and bulk delivery actions, 송장 입력
 * for the selected rows, the invoice sheet upload, the Excel export of the view, and 입금확인
 * of unpaid bank transfers.
 */
export function PurchasesPage({ view, search }: { view: PurchaseView; search: PurchasesSearch }) {
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const words = { searchValue: search.searchValue ?? '', from: search.from ?? '', to: search.to ?? '' };
  const query = usePurchases({ view, ...words, sort: search.sort ?? 'newest', page, limit: PURCHASES_PAGE_SIZE });
  const counts = usePurchaseCounts(words);
  const exporter = useExportPurchases();
  const change = useChangeOrderStatus();
  const selection = useSelection();
  const seen = useRef(new Map<string, Purchase>());
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  const [report, setReport] = useState<{ title: string; report: BulkResponse } | null>(null);
  const [entering, setEntering] = useState(false);
  const [uploading, setUploading] = useState(false);
  for (const p of query.data?.purchases ?? []) seen.current.set(p._id, p);

  const go = (next: PurchasesSearch) => void navigate({ to: '/console/purchases/$view', params: { view }, search: next });

  // A page past the end (rows moved to another view) goes to the last page.
  const total = query.data?.summary.totalCount;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCount(total, PURCHASES_PAGE_SIZE);
    if (page > last)
      void navigate({ to: '/console/purchases/$view', params: { view }, search: { ...search, page: last > 1 ? last : undefined }, replace: true });
  }, [total, page, view, search, navigate, query.isPlaceholderData]);

  const confirmDeposit = async () => {
    if (!confirming) return;
    try {
      await change.mutateAsync({ id: confirming._order, orderStatus: 'ORDER_PAYMENT' });
    } catch (e) {
      alertError(e);
    } finally {
      setConfirming(null);
    }
  };
  const download = () => exporter.mutateAsync({ view, ...words, sort: search.sort ?? 'newest' }).catch(alertError);
  const selected = selection.ids.map((id) => seen.current.get(id)).filter((p): p is Purchase => !!p);

  return (
    <>
      <WorkPageHead crumb="구매 관리" title={PURCHASE_VIEW_TEXT[view]} count={query.data?.summary.totalCount} unit="건">
        <div className={own.headActions}>
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            송장 엑셀 업로드
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void download()} loading={exporter.isPending}>
            {exporter.isPending ? '엑셀 만드는 중' : '엑셀 다운로드'}
          </Button>
        </div>
      </WorkPageHead>
      <PurchaseViewTabs view={view} counts={counts.data?.counts} search={search} />
      <section className={styles.card} aria-label={`${PURCHASE_VIEW_TEXT[view]} 목록`}>
        <PurchaseFilters search={search} onApply={go} />
        <BulkActions
          selectedIds={selection.ids}
          onClear={selection.clear}
          onReport={(title, r) => setReport({ title, report: r })}
          onEnterInvoices={() => setEntering(true)}
        />
        {query.isPending ? (
          <LoadingBlock label="주문 목록을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="주문 목록을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.purchases.length === 0 ? (
          <EmptyState compact title={search.searchValue || search.from || search.to ? '검색 결과가 없습니다' : `${PURCHASE_VIEW_TEXT[view]} 주문이 없습니다`} />
        ) : (
          <>
            <PurchasesTable purchases={query.data.purchases} selection={selection} busy={query.isPlaceholderData} onConfirmDeposit={setConfirming} />
            {query.data.summary.totalCount > PURCHASES_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination
                  page={page}
                  total={query.data.summary.totalCount}
                  pageSize={PURCHASES_PAGE_SIZE}
                  onChange={(p) => go({ ...search, page: p > 1 ? p : undefined })}
                />
              </div>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title="입금확인"
        message={confirming ? `입금을 확인하시겠습니까? (주문번호 ${confirming.orderNumber} · ${confirming.buyer.name})` : ''}
        confirmText="입금확인"
        loading={change.isPending}
        onConfirm={() => void confirmDeposit()}
        onCancel={() => setConfirming(null)}
      />
      <InvoiceEntryDialog
        purchases={selected}
        open={entering}
        onClose={() => setEntering(false)}
        onDone={(r) => {
          setEntering(false);
          selection.clear();
          setReport({ title: '송장 입력', report: r });
        }}
      />
      <InvoiceUploadDialog open={uploading} onClose={() => setUploading(false)} />
      <BulkReportDialog title={report?.title ?? ''} report={report?.report ?? null} onClose={() => setReport(null)} />
    </>
  );
}
