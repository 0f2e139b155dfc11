import { useId, useState, type FormEvent } from 'react';
import type { ConsoleFiltering, ConsoleFilteringListResponse } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import { useFilteringWrites } from '../api/filterings';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '저장하지 못했습니다');
/** The values typed one a line, trimmed, empty lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Adds or edits a filtering (a facet of the shop's lists): its code, the name shoppers see, the
 * product property it reads (the names the products use are offered), the values it offers in
 * order (none: every value the products have) and whether the shop uses it; deletes it. The
 * server's refusal shows as its Korean message.
 */
export function FilteringPanel({
  filtering,
  properties,
  onDone,
}: {
  filtering: ConsoleFiltering | null;
  properties: ConsoleFilteringListResponse['properties'];
  onDone(): void;
}) {
  const { create, update, remove } = useFilteringWrites();
  const listId = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState(filtering?.name ?? '');
  const [property, setProperty] = useState(filtering?.property ?? '');
  const [values, setValues] = useState((filtering?.values ?? []).join('\n'));
  const [enabled, setEnabled] = useState(filtering?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending || remove.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = { name: name.trim(), property: property.trim(), values: linesOf(values), enabled };
    try {
      if (filtering) await update.mutateAsync({ code: filtering.code, body });
      else await create.mutateAsync({ code: code.trim(), ...body });
      onDone();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const del = async () => {
    if (!filtering || !window.confirm(`'${filtering.name}' 필터를 삭제하시겠습니까?`)) return;
    try {
      await remove.mutateAsync(filtering.code);
      onDone();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <section className={`${t.card} ${styles.panel}`} aria-label="필터 편집">
      <h2 className={t.cardTitle}>{filtering ? `'${filtering.name}' 수정` : '필터 추가'}</h2>
      <form className={styles.panelBody} onSubmit={(e) => void submit(e)}>
        {filtering ? (
          <p className={t.note}>코드 {filtering.code}</p>
        ) : (
          <TextField label="코드" value={code} onChange={(e) => setCode(e.target.value)} required maxLength={40} hint="영문, 숫자, -, _" />
        )}
        <TextField label="필터 이름" value={name} onChange={(e) => setName(e.target.value)} required maxLength={40} hint="쇼핑몰에 보이는 이름 (예: 색상)" />
        <TextField
          label="상품 속성"
          value={property}
          onChange={(e) => setProperty(e.target.value)}
          required
          maxLength={40}
          list={listId}
          hint="상품 정보의 속성 이름"
        />
        <datalist id={listId}>
          {properties.map((p) => (
            <option key={p.name} value={p.name}>
              {`상품 ${p.productCount}개`}
            </option>
          ))}
        </datalist>
        <TextArea label="값 (한 줄에 하나, 비우면 상품의 모든 값)" value={values} onChange={(e) => setValues(e.target.value)} rows={4} />
        <Checkbox label="쇼핑몰에서 사용" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.panelActions}>
          <Button type="submit" size="sm" loading={busy}>
            {filtering ? '저장' : '추가'}
          </Button>
          {filtering && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void del()}>
              삭제
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            닫기
          </Button>
        </div>
      </form>
    </section>
  );
}
