import { SHIPPING_CODE_TEXT, isRichText, type ProductDetail } from '@shop/contracts';
import styles from './ProductContent.module.css';

/** The lower part of the product page: description, specification table and delivery notes. */
export function ProductContent({ product }: { product: ProductDetail }) {
  const facts: { name: string; value: string }[] = [
    ...(product.size ? [{ name: '크기', value: product.size }] : []),
    ...(product.origin ? [{ name: '원산지', value: product.origin }] : []),
    ...(product.manufacturer ? [{ name: '제조사', value: product.manufacturer }] : []),
    ...product.properties,
  ];
  return (
    <div className={styles.wrap}>
      <nav className={styles.anchors} aria-label="상품 정보 바로가기">
        <a href="#product-detail">상품 상세</a>
        <a href="#product-spec">상품 정보</a>
        <a href="#product-delivery">배송 · 교환 안내</a>
      </nav>

      <section id="product-detail" className={styles.section} aria-labelledby="product-detail-title">
        <h2 id="product-detail-title" className={styles.title}>
          상품 상세
        </h2>
        {product.content ? (
          isRichText(product.content) ? (
            // Safe to render as HTML: the catalogue sanitises every rich-text description when it
            // is written (product decider → backend/src/platform/html/rich-text.ts, an allow-list
            // of tags, attributes and URL schemes), deciding "rich text" with the same isRichText.
            // The Content-Security-Policy (platform/http/security-headers.ts) refuses inline
            // scripts and handlers besides; frontend/e2e/xss.spec.ts checks the sanitiser alone.
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: product.content }} />
          ) : (
            <div className={`${styles.content} ${styles.plain}`}>{product.content}</div>
          )
        ) : (
          <p className={styles.muted}>상세 설명을 준비하고 있습니다.</p>
        )}
      </section>

      <section id="product-spec" className={styles.section} aria-labelledby="product-spec-title">
        <h2 id="product-spec-title" className={styles.title}>
          상품 정보
        </h2>
        {facts.length > 0 ? (
          <table className={styles.table}>
            <tbody>
              {facts.map((f, i) => (
                <tr key={`${f.name}-${i}`}>
                  <th scope="row">{f.name}</th>
                  <td>{f.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>등록된 상품 정보가 없습니다.</p>
        )}
      </section>

      <section id="product-delivery" className={styles.section} aria-labelledby="product-delivery-title">
        <h2 id="product-delivery-title" className={styles.title}>
          배송 · 교환 안내
        </h2>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">배송 방법</th>
              <td>
                {SHIPPING_CODE_TEXT[product.shippingCode] ?? '택배'}
                {product.shippingBundleType === 'bundle' ? ' (묶음배송 가능)' : ' (개별배송)'}
              </td>
            </tr>
            {product.shippingText && (
              <tr>
                <th scope="row">배송비</th>
                <td>{product.shippingText}</td>
              </tr>
            )}
            <tr>
              <th scope="row">결제</th>
              <td>무통장 입금. 입금이 확인되면 배송 준비를 시작합니다.</td>
            </tr>
            <tr>
              <th scope="row">교환 · 반품</th>
              <td>
                상품을 받으신 날로부터 7일 이내에 마이페이지 또는 고객센터로 신청해주세요. 설치가 끝난 제품과 고객님의 사정으로 훼손된 제품은 교환·반품이
                어렵습니다.
              </td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
