import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ConsoleProductResponse } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useConsoleProduct, useProductWrites } from '../api/products';
import { EMPTY_DRAFT, changedFields, createBody, draftOf, draftProblem, type ProductDraft } from '../lib/product-draft';
import { BasicSection } from './BasicSection';
import { ContentSection } from './ContentSection';
import { ImagesSection } from './ImagesSection';
import { ItemsSection } from './ItemsSection';
import { PriceSection } from './PriceSection';
import { ProductHistory } from './ProductHistory';
import { DisplaySection, ShippingSection } from './ShippingDisplaySection';
import { StockOptionsSection } from './StockOptionsSection';
import { VariationsSection } from './VariationsSection';
import styles from './product-editor.module.css';

/** /console/shop/products/create: a new product's form (spec §7 Console products POST). */
export function ProductCreatePage() {
  const navigate = useNavigate();
  const { create } = useProductWrites();
  const save = async (draft: ProductDraft) => {
    const { product } = await create.mutateAsync(createBody(draft));
    window.alert('상품이 등록되었습니다');
    void navigate({ to: '/console/shop/products/$productId', params: { productId: product._id } });
  };
  return (
    <>
      <WorkPageHead crumb={<Link to="/console/shop/products">상품 관리</Link>} title="상품 등록" />
      <ProductForm initial={EMPTY_DRAFT} saving={create.isPending} onSave={save} />
    </>
  );
}

/** /console/shop/products/{_product}: the product's form with its change history (spec §7 PUT sends the changed fields). */
export function ProductEditPage({ productId }: { productId: string }) {
  const query = useConsoleProduct(productId);
  return (
    <>
      <WorkPageHead crumb={<Link to="/console/shop/products">상품 관리</Link>} title={query.data?.product.name ?? '상품 수정'} />
      <QueryView query={query} what="상품">
        {(data) => <ProductEdit key={data.product.updatedAt} data={data} />}
      </QueryView>
    </>
  );
}

function ProductEdit({ data }: { data: ConsoleProductResponse }) {
  const navigate = useNavigate();
  const { update, remove } = useProductWrites();
  const [deleting, setDeleting] = useState(false);
  const initial = draftOf(data.product);
  const save = async (draft: ProductDraft) => {
    const body = changedFields(initial, draft);
    if (Object.keys(body).length === 0) return window.alert('바뀐 내용이 없습니다');
    await update.mutateAsync({ id: data.product._id, body });
    window.alert('상품이 수정되었습니다');
  };
  const drop = async () => {
    try {
      await remove.mutateAsync(data.product._id);
      void navigate({ to: '/console/shop/products' });
    } catch (e) {
      alertError(e);
    }
  };
  return (
    <>
      <ProductForm initial={initial} productId={data.product._id} itemNames={data.itemNames} saving={update.isPending} onSave={save}>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          삭제
        </Button>
        <a className={buttonClassName('secondary')} href={`/shop/products/${data.product._id}`} target="_blank" rel="noreferrer">
          쇼핑몰에서 보기
        </a>
      </ProductForm>
      <ProductHistory history={data.history} />
      <ConfirmDialog
        open={deleting}
        title="상품 삭제"
        message="상품을 삭제하시겠습니까? 쇼핑몰에서 숨겨지고 판매가 중지되며, 이미 들어온 주문은 그대로 남습니다."
        loading={remove.isPending}
        onConfirm={() => void drop()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** The product form's sections and its save bar; `onSave` gets the whole draft (errors are alerted; a draft with a problem the form can tell, draftProblem, is not sent). */
function ProductForm({
  initial,
  productId,
  itemNames,
  saving,
  onSave,
  children,
}: {
  initial: ProductDraft;
  productId?: string;
  itemNames?: Record<string, string>;
  saving: boolean;
  onSave(draft: ProductDraft): Promise<unknown>;
  children?: React.ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const props = { draft, set };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        const problem = draftProblem(draft);
        if (problem) return window.alert(problem);
        onSave(draft).catch(alertError);
      }}
    >
      <BasicSection {...props} creating={!productId} />
      <PriceSection {...props} />
      <StockOptionsSection {...props} />
      <VariationsSection {...props} />
      <ImagesSection {...props} />
      <ContentSection {...props} />
      <ItemsSection {...props} productId={productId} itemNames={itemNames} />
      <ShippingSection {...props} />
      <DisplaySection {...props} />
      <div className={styles.actionsBar}>
        {children}
        <Button type="submit" loading={saving}>
          저장
        </Button>
      </div>
    </form>
  );
}
