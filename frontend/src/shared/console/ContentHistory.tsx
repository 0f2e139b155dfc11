import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_VERSION_TYPE_TEXT, formatDateTime, type ContentVersion } from '@shop/contracts';
import { alertError } from '../api/client';
import { Button, ConfirmDialog } from '../ui';
import { QueryView, WorkTable } from '../ui/WorkPage';
import { contentHistoryQueryOptions, useRestoreVersion, type HistoryTarget } from './content-history';
import styles from './ContentHistory.module.css';

/** Korean names of the fields content documents keep; a field not named here shows as it is stored. */
const FIELD_LABELS: Record<string, string> = {
  title: '제목',
  subject: '제목',
  content: '내용',
  text: '문구',
  description: '설명',
  url: '링크',
  href: '링크',
  btnText: '버튼 문구',
  code: '위치',
  index: '순서',
  shows: '노출',
  startsAt: '시작일시',
  endsAt: '종료일시',
  image: 'PC 이미지',
  imageMb: '모바일 이미지',
  ratio: '이미지 비율',
  ratioMb: '모바일 이미지 비율',
  items: '핫스팟',
  left: '왼쪽 위치',
  top: '위쪽 위치',
  width: '너비',
  height: '높이',
  color: '색',
  backgroundColor: '배경색',
  hero: '대표 영역',
  blocks: '블록',
  path: '주소',
};

/** Props of {@link ContentHistory}. */
export interface ContentHistoryProps extends HistoryTarget {
  /** What the item is, in Korean (팝업, 배너…), for the panel's name. */
  what: string;
  /** Korean names of fields beyond the common ones. */
  labels?: Record<string, string>;
  /** Called once a version was brought back, to refresh the editor's data. */
  onRestored(): unknown;
  /**
   * Only these fields of the item are this editor's (the main links page edits the setting's
   * `mainLinks`): the panel lists only the versions that changed them (and the first version), the
   * newest of those is 현재, and a restore brings back only them.
   */
  only?: string[];
}

const changedText = (v: ContentVersion, labels: Record<string, string>) =>
  v.type === 'deleted' ? '-' : [...new Set(v.changed.map((f) => labels[f] ?? FIELD_LABELS[f] ?? f))].join(', ') || '바뀐 항목 없음';

/**
 * The history of a content item in its console editor (issue 14 "each editor shows the item's
 * history and can bring back an earlier version"): a panel opened on demand listing the versions
 * newest first with 시각, 작성자 and 바뀐 항목, each earlier one with "이 버전으로 되돌리기" behind a
 * confirmation. The server checks the editor's console area; this only shows what it answers.
 */
export function ContentHistory({ base, query: search, what, labels = {}, onRestored, only }: ContentHistoryProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<{ version: ContentVersion; current: number } | null>(null);
  const [restored, setRestored] = useState<number | null>(null);
  const target = { base, query: search };
  const history = useQuery({ ...contentHistoryQueryOptions(target), enabled: open });
  const restore = useRestoreVersion(target, onRestored, only);
  // With `only`: the versions that changed those fields, and the first one (the state before any change of them, e.g. none yet).
  const shown = (versions: ContentVersion[]) => (only ? versions.filter((v) => v.type === 'created' || v.changed.some((f) => only.includes(f))) : versions);
  const changes = (v: ContentVersion) => (only ? changedText({ ...v, changed: v.changed.filter((f) => only.includes(f)) }, labels) : changedText(v, labels));
  const panelId = useId();

  const confirm = async () => {
    if (!asking) return;
    try {
      await restore.mutateAsync({ version: asking.version.version, current: asking.current });
      setRestored(asking.version.version);
    } catch (e) {
      alertError(e);
    } finally {
      setAsking(null);
    }
  };

  return (
    <section className={styles.panel} aria-label={`${what} 변경 이력`}>
      <div className={styles.head}>
        <h3 className={styles.title}>변경 이력</h3>
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? '이력 닫기' : '이력 보기'}
        </Button>
      </div>
      {restored !== null && (
        <p className={styles.done} role="status">
          버전 {restored}(으)로 되돌렸습니다
        </p>
      )}
      <div id={panelId} className={styles.body} hidden={!open}>
        {open && (
          <QueryView query={history} what="변경 이력" isEmpty={(d) => shown(d.versions).length === 0} empty="이력이 없습니다">
            {(data) => (
              <WorkTable
                head={['버전', '시각', '작성자', '구분', '바뀐 항목', '되돌리기']}
                rows={shown(data.versions).map((v, i) => ({
                  key: String(v.version),
                  cells: [
                    v.version,
                    formatDateTime(v.at),
                    v.by ? `${v.by.name} (${v.by.username})` : '시스템',
                    v.restoredFrom === null ? CONTENT_VERSION_TYPE_TEXT[v.type] : `되돌림 (버전 ${v.restoredFrom})`,
                    <span key="c" className={styles.changed}>
                      {changes(v)}
                    </span>,
                    v.version === data.current || (only && i === 0) ? (
                      <span key="a" className={styles.current}>
                        현재
                      </span>
                    ) : v.type === 'deleted' || data.versions[0]?.type === 'deleted' ? (
                      ''
                    ) : (
                      <Button
                        key="a"
                        size="sm"
                        variant="ghost"
                        onClick={() => setAsking({ version: v, current: data.current })}
                        aria-label={`이 버전으로 되돌리기: 버전 ${v.version}`}
                      >
                        이 버전으로 되돌리기
                      </Button>
                    ),
                  ],
                }))}
              />
            )}
          </QueryView>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title="이 버전으로 되돌리기"
        message={
          asking
            ? `버전 ${asking.version.version}(${formatDateTime(asking.version.at)})의 ${only ? `${what}만` : '내용으로'} 되돌리시겠습니까? 지금 내용은 이력에 남습니다.`
            : ''
        }
        confirmText="되돌리기"
        loading={restore.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
