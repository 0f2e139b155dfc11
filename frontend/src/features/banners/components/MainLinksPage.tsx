import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reachesConsoleArea, type MainLink } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { SettingHistory } from '../../../shared/console/SettingHistory';
import { useSession } from '../../../shared/stores/session';
import { Button, LoadError, LoadingBlock, TextField } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { mainLinksQueryOptions, useSaveMainLinks } from '../api/others';
import styles from './content.module.css';

/** The setting's field that holds the tiles: this page's history lists and restores only it. */
const MAIN_LINKS_FIELDS = ['mainLinks'];

/**
 * /console/main/link (spec §2 console main/link; §6 main links: admin02 and console): the home's
 * design block tiles. They are kept in the shop setting, so their history is the setting's
 * versions that changed them (issue 14), restoring the tiles alone, shown to whoever reaches the site settings (spec §6: console only; admin02 does not).
 */
export function MainLinksPage() {
  const query = useQuery(mainLinksQueryOptions());
  const qc = useQueryClient();
  const seesSetting = useSession((s) => reachesConsoleArea(s.scope, 'siteSettings'));
  // Kept here, not in the form: a save refetches the tiles and the form starts again from them (its key), and the message must outlive that.
  const [message, setMessage] = useState<SaveMessage | null>(null);
  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="메인 링크" />
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="메인 링크를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <>
            <MainLinksForm key={JSON.stringify(query.data)} links={query.data} message={message} onMessage={setMessage} />
            {seesSetting && (
              <SettingHistory
                only={MAIN_LINKS_FIELDS}
                onRestored={() => {
                  setMessage(null);
                  return qc.invalidateQueries({ queryKey: mainLinksQueryOptions().queryKey });
                }}
              />
            )}
          </>
        )}
      </section>
    </>
  );
}

/** What the last save came to: 저장되었습니다, or the server's messages. */
type SaveMessage = { ok: boolean; lines: string[] };

/** The tiles (1–4): label, small English line, text and the shop path each opens; `message` is the last save's outcome. */
function MainLinksForm({ links, message, onMessage: setMessage }: { links: MainLink[]; message: SaveMessage | null; onMessage(m: SaveMessage | null): void }) {
  const save = useSaveMainLinks();
  const [draft, setDraft] = useState(links);
  const set = (i: number, patch: Partial<MainLink>) => setDraft(draft.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync(draft);
      setMessage({ ok: true, lines: ['저장되었습니다'] });
    } catch (err) {
      const lines =
        err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)];
      setMessage({ ok: false, lines });
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.hint}>홈 화면 ‘공간을 디자인하다’ 블록의 링크입니다 (최대 4개).</p>
      <ol className={styles.hotspotList} aria-label="메인 링크">
        {draft.map((l, i) => (
          <li key={i}>
            <div className={styles.row}>
              <TextField label={`${i + 1}번 이름`} required value={l.label} maxLength={30} onChange={(e) => set(i, { label: e.target.value })} />
              <TextField label={`${i + 1}번 영문 머리말`} value={l.eyebrow} maxLength={40} onChange={(e) => set(i, { eyebrow: e.target.value })} />
              <TextField label={`${i + 1}번 링크`} required value={l.href} maxLength={300} onChange={(e) => set(i, { href: e.target.value })} />
            </div>
            <TextField label={`${i + 1}번 설명`} value={l.text} maxLength={100} onChange={(e) => set(i, { text: e.target.value })} />
            <Button size="sm" variant="ghost" disabled={draft.length === 1} onClick={() => setDraft(draft.filter((_, j) => j !== i))}>
              {i + 1}번 링크 삭제
            </Button>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" disabled={draft.length >= 4} onClick={() => setDraft([...draft, { label: '', eyebrow: '', text: '', href: '/' }])}>
        링크 추가
      </Button>
      {message && (
        <ul className={message.ok ? styles.hint : styles.errors} role={message.ok ? 'status' : 'alert'}>
          {message.lines.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          저장
        </Button>
      </div>
    </form>
  );
}
