import { useState } from 'react';
import type { ConsoleBrand } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkPageHead, WorkTable } from '../../../shared/ui/WorkPage';
import { useConsoleBrands } from '../api/brands';
import { BrandPanel } from './BrandPanel';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';
import { groupThousands } from '@shop/contracts';

/** /console/shop/brands (spec §2 console shop/brands; §6 admin02 and console): the brands with their logos and product counts, edited in a side panel. */
export function ConsoleBrandsPage() {
  const query = useConsoleBrands();
  const [editing, setEditing] = useState<ConsoleBrand | 'new' | null>(null);
  return (
    <>
      <WorkPageHead crumb="상품 관리" title="브랜드" count={query.data?.summary.totalCount} unit="개">
        <Button size="sm" onClick={() => setEditing('new')}>
          브랜드 추가
        </Button>
      </WorkPageHead>
      <div className={styles.layout}>
        <section className={t.card} aria-label="브랜드 목록">
          <QueryView query={query} what="브랜드" isEmpty={(d) => d.brands.length === 0} empty="등록된 브랜드가 없습니다">
            {(d) => (
              <WorkTable
                head={['로고', '코드', '브랜드명', '구분', '상품 수', '노출', '']}
                numeric={[4]}
                rows={d.brands.map((b) => ({
                  key: b.code,
                  cells: [
                    b.image.url ? <img className={styles.thumb} src={b.image.url} alt="" /> : '—',
                    b.code,
                    b.name,
                    b.area === 'bath' ? '욕실' : '주방',
                    groupThousands(b.productCount),
                    b.shows ? '노출' : '숨김',
                    <Button key="edit" size="sm" variant="secondary" onClick={() => setEditing(b)} aria-label={`${b.name} 수정`}>
                      수정
                    </Button>,
                  ],
                }))}
              />
            )}
          </QueryView>
        </section>
        {editing && <BrandPanel key={editing === 'new' ? 'new' : editing.code} brand={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </div>
    </>
  );
}
