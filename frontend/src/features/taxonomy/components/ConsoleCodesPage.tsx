import { useState } from 'react';
import type { DisplayCodeSetting, ShippingCodeSetting, ShopCodesResponse } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useSaveShopCodes, useShopCodes } from '../api/codes';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/**
 * /console/shop/codes (spec §2 console shop/codes; §3 Display code and shipping code; §6 console
 * only): each display code's text, colour and visibility, and each shipping code's too with its
 * warehouse address and the areas it ships to (시·도, comma separated; empty: everywhere).
 */
export function ConsoleCodesPage() {
  const query = useShopCodes();
  return (
    <>
      <WorkPageHead crumb="상품 관리" title="코드 관리" />
      <QueryView query={query} what="코드">
        {(d) => <CodesForm key={JSON.stringify(d)} codes={d} />}
      </QueryView>
    </>
  );
}

const input = (label: string, value: string, onChange: (v: string) => void, size = 12) => (
  <input aria-label={label} value={value} size={size} onChange={(e) => onChange(e.target.value)} className={t.searchInput} />
);

function CodesForm({ codes }: { codes: ShopCodesResponse }) {
  const save = useSaveShopCodes();
  const [display, setDisplay] = useState<DisplayCodeSetting[]>(codes.displayCodes);
  const [shipping, setShipping] = useState<ShippingCodeSetting[]>(codes.shippingCodes);
  const [message, setMessage] = useState<string | null>(null);
  const setD = (i: number, patch: Partial<DisplayCodeSetting>) => setDisplay((p) => p.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const setS = (i: number, patch: Partial<ShippingCodeSetting>) => setShipping((p) => p.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const warehouseOf = (c: ShippingCodeSetting) => c.warehouse ?? { postcode: '', address1: '', address2: '', geolocation: null };
  const submit = async () => {
    setMessage(null);
    try {
      await save.mutateAsync({
        displayCodes: display,
        shippingCodes: shipping.map(({ warehouse, ...c }) => ({
          ...c,
          warehouse: warehouse?.address1 ? { postcode: warehouse.postcode, address1: warehouse.address1, address2: warehouse.address2 } : null,
        })),
      });
      setMessage('저장되었습니다');
    } catch (e) {
      setMessage(e instanceof Error ? e.message : '저장하지 못했습니다');
    }
  };
  return (
    <>
      <section className={t.card} aria-label="진열 코드">
        <h2 className={t.cardTitle}>진열 코드</h2>
        <div className={t.tableWrap}>
          <table className={t.table}>
            <thead>
              <tr>
                <th scope="col">값</th>
                <th scope="col">표시명</th>
                <th scope="col">색상</th>
                <th scope="col">노출</th>
              </tr>
            </thead>
            <tbody>
              {display.map((c, i) => (
                <tr key={c.value}>
                  <td className={t.nowrap}>{c.value}</td>
                  <td>{input(`${c.value} 표시명`, c.text, (text) => setD(i, { text }))}</td>
                  <td>
                    <input type="color" aria-label={`${c.value} 색상`} value={c.color} onChange={(e) => setD(i, { color: e.target.value })} />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`${c.value} 노출`} checked={c.shows} onChange={(e) => setD(i, { shows: e.target.checked })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={t.card} aria-label="배송 코드">
        <h2 className={t.cardTitle}>배송 코드</h2>
        <div className={t.tableWrap}>
          <table className={t.table}>
            <thead>
              <tr>
                <th scope="col">값</th>
                <th scope="col">표시명</th>
                <th scope="col">색상</th>
                <th scope="col">노출</th>
                <th scope="col">출고지 (우편번호 · 주소 · 상세)</th>
                <th scope="col">배송 가능 지역</th>
              </tr>
            </thead>
            <tbody>
              {shipping.map((c, i) => {
                const w = warehouseOf(c);
                return (
                  <tr key={c.value}>
                    <td className={t.nowrap}>{c.value}</td>
                    <td>{input(`${c.value} 표시명`, c.text, (text) => setS(i, { text }))}</td>
                    <td>
                      <input type="color" aria-label={`${c.value} 색상`} value={c.color} onChange={(e) => setS(i, { color: e.target.value })} />
                    </td>
                    <td>
                      <input type="checkbox" aria-label={`${c.value} 노출`} checked={c.shows} onChange={(e) => setS(i, { shows: e.target.checked })} />
                    </td>
                    <td>
                      {input(`${c.value} 우편번호`, w.postcode, (postcode) => setS(i, { warehouse: { ...w, postcode } }), 6)}
                      {input(`${c.value} 주소`, w.address1, (address1) => setS(i, { warehouse: { ...w, address1 } }), 24)}
                      {input(`${c.value} 상세주소`, w.address2, (address2) => setS(i, { warehouse: { ...w, address2 } }), 14)}
                    </td>
                    <td>
                      {input(
                        `${c.value} 배송 가능 지역`,
                        c.areas__available.join(', '),
                        (v) => setS(i, { areas__available: v.split(',').map((a) => a.trim()) }),
                        16,
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {message && <p role="status">{message}</p>}
      <div className={styles.panelActions}>
        <Button size="sm" loading={save.isPending} onClick={() => void submit()}>
          저장
        </Button>
      </div>
    </>
  );
}
