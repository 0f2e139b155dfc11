import { useState, type FormEvent } from 'react';
import { DISPLAY_CODE_TEXT, DisplayCode, groupThousands } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { QueryView, WorkPageHead, WorkTable } from '../../../shared/ui/WorkPage';
import { useConsoleDisplays, useDisplayWrites } from '../api/displays';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/** The display codes of the home's product blocks (basin slider, highlights, popular). */
const HOME_CODES = [DisplayCode.MAIN_SHOWS, DisplayCode.HIGHLIGHTS, DisplayCode.POPULAR] as const;

/**
 * /console/shop/display (spec §2 console shop/display; §6 admin02 and console): the display groups
 * (진열 그룹) with their product counts, and a form to add one; each opens /console/shop/display/{code}.
 */
export function ConsoleDisplaysPage() {
  const query = useConsoleDisplays();
  const { create } = useDisplayWrites();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({ code: code.trim(), name: name.trim() });
      setCode('');
      setName('');
    } catch (err) {
      setError(err instanceof Error ? err.message : '저장하지 못했습니다');
    }
  };
  return (
    <>
      <WorkPageHead crumb="상품 관리" title="진열 관리" count={query.data?.displays.length} unit="개">
        {HOME_CODES.map((c) => (
          <Link key={c} to="/console/main/display/$code" params={{ code: c }} className={buttonClassName('secondary', 'sm')}>
            메인 진열 · {DISPLAY_CODE_TEXT[c]}
          </Link>
        ))}
      </WorkPageHead>
      <div className={styles.layout}>
        <section className={t.card} aria-label="진열 그룹 목록">
          <QueryView query={query} what="진열 그룹" isEmpty={(d) => d.displays.length === 0} empty="등록된 진열 그룹이 없습니다">
            {(d) => (
              <WorkTable
                head={['코드', '이름', '상품 수', '노출']}
                numeric={[2]}
                rows={d.displays.map((g) => ({
                  key: g.code,
                  cells: [
                    <Link key="code" to="/console/shop/display/$code" params={{ code: g.code }} className={t.link}>
                      {g.code}
                    </Link>,
                    g.name,
                    groupThousands(g.products.length),
                    g.shows ? '노출' : '숨김',
                  ],
                }))}
              />
            )}
          </QueryView>
        </section>
        <section className={`${t.card} ${styles.panel}`} aria-label="진열 그룹 추가">
          <h2 className={t.cardTitle}>진열 그룹 추가</h2>
          <form className={styles.panelBody} onSubmit={(e) => void submit(e)}>
            <TextField
              label="코드"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              maxLength={40}
              list="display-codes"
              hint="영문, 숫자, -, _"
            />
            <datalist id="display-codes">
              {Object.entries(DISPLAY_CODE_TEXT).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </datalist>
            <TextField label="이름" value={name} onChange={(e) => setName(e.target.value)} required maxLength={40} />
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <Button type="submit" size="sm" loading={create.isPending}>
              추가
            </Button>
          </form>
        </section>
      </div>
    </>
  );
}
