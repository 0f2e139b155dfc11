import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES, PLANNER_LIMITS, cardName, formatPrice, planBathroom, type PlannerInput, type PlannerProduct } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';
import { useIsSignedIn } from '../../../shared/stores/session';
import { Button, PageHeader } from '../../../shared/ui';
import { addPlannedToCart, plannerQueryOptions } from '../api/planner';
import { PlanDrawing } from './PlanDrawing';
import { PlannerForm } from './PlannerForm';
import styles from './planner.module.css';

/**
 * /ideas/bathroom/planner (spec §2; issue 14): the room's size and the shopper's wishes in, a
 * plan drawn to scale and the products that fit each place out, ready for the cart in one step.
 * The plan is redrawn as the shopper types (the same rule as the server's); the products follow
 * from the server.
 */
export function BathroomPlannerPage({ input }: { input: PlannerInput }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const signedIn = useIsSignedIn();
  const layout = planBathroom(input);
  const query = useQuery(plannerQueryOptions(input));
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);

  const suggestions = query.data?.suggestions ?? [];
  const chosen: PlannerProduct[] = suggestions.flatMap((s) => {
    const one = s.products.find((p) => p.product._id === picked[s.kind]) ?? s.products[0];
    return one ? [one] : [];
  });
  const total = chosen.reduce((sum, p) => sum + p.product.salePrice, 0);

  const addAll = async () => {
    if (!signedIn) {
      window.alert(MESSAGES.LOGIN_REQUIRED);
      await navigate({
        to: '/login',
        search: { redirect: `/ideas/bathroom/planner?width=${input.width}&depth=${input.depth}&bathing=${input.bathing}&basins=${input.basins}` },
      });
      return;
    }
    setAdding(true);
    try {
      await addPlannedToCart(chosen.map((p) => ({ product: p.product._id, option: Object.fromEntries(p.options.map((o) => [o.name, o.value])) })));
      await client.invalidateQueries({ queryKey: cartKeys.all });
      setAdded(true);
    } catch (e) {
      alertError(e);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '욕실 아이디어', to: '/ideas/bathroom/overview' }, { label: '욕실 플래너' }]} />
      <header className={styles.head}>
        <p className="eyebrow">욕실 플래너</p>
        <h1 className={`serif ${styles.title}`}>우리 집 욕실, 어떻게 놓을까요?</h1>
        <p className={styles.lead}>
          욕실의 가로·세로({PLANNER_LIMITS.min}~{PLANNER_LIMITS.max}cm)와 원하는 구성을 알려주시면, 필요한 여유 공간을 지킨 배치와 그 자리에 맞는 제품을
          제안합니다.
        </p>
      </header>
      <div className={styles.layout}>
        <PlannerForm input={input} onChange={(next) => void navigate({ to: '/ideas/bathroom/planner', search: next, replace: true })} />
        <section className={styles.planCard} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.sectionTitle}>
            추천 배치
          </h2>
          <PlanDrawing width={input.width} depth={input.depth} layout={layout} />
          <ul className={styles.notes}>
            {layout.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      </div>
      {layout.fixtures.length > 0 && (
        <section aria-labelledby="picks-title" className={styles.picks}>
          <h2 id="picks-title" className={styles.sectionTitle}>
            이 자리에 맞는 제품
          </h2>
          {query.isError && <p role="alert">제품을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>}
          {suggestions.map((s) => (
            <fieldset key={s.kind} className={styles.place}>
              <legend className={styles.placeName}>{s.label}</legend>
              {s.products.length === 0 && <p className={styles.none}>이 자리에 맞는 제품이 지금은 없습니다.</p>}
              <div className={styles.options}>
                {s.products.map(({ product, options }, i) => (
                  <label key={product._id} className={styles.option}>
                    <input
                      type="radio"
                      name={`pick-${s.kind}`}
                      checked={(picked[s.kind] ?? s.products[0]?.product._id) === product._id}
                      onChange={() => setPicked((p) => ({ ...p, [s.kind]: product._id }))}
                    />
                    {product.thumb.url && <img src={product.thumb.url} alt="" width={88} height={110} loading={i === 0 ? 'eager' : 'lazy'} />}
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>{cardName(product.name)}</span>
                      {options.length > 0 && <span className={styles.optionValues}>{options.map((o) => o.value).join(' · ')}</span>}
                      <span className={styles.optionPrice}>{formatPrice(product.salePrice)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className={styles.total}>
            <span>
              선택한 제품 {chosen.length}개 · 합계 <strong>{formatPrice(total)}</strong>
            </span>
            <Button loading={adding} disabled={chosen.length === 0} onClick={() => void addAll()}>
              선택한 제품 장바구니에 담기
            </Button>
            {added && (
              <span role="status">
                장바구니에 담았습니다. <a href="/mypage/cart">장바구니 보기</a>
              </span>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
