import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime, isRichText, type ConsoleTermVersion, type TermsVersionStatus } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Badge, Button, ConfirmDialog, Dialog, type BadgeTone } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleTermQueryOptions, useSaveTermVersion, useWithdrawTermVersion } from '../api/console-terms';
import styles from './console-terms.module.css';
import { TermVersionForm } from './TermVersionForm';

const STATUS: Record<TermsVersionStatus, { text: string; tone: BadgeTone }> = {
  inForce: { text: '시행 중', tone: 'dark' },
  scheduled: { text: '시행 예정', tone: 'accent' },
  past: { text: '이전 버전', tone: 'muted' },
};

/**
 * /console/terms/{code} (spec §7 console terms CRUD): a term's versions newest first; a form
 * publishing the next version (at once or from a date, the current one staying in force until
 * then); a scheduled version rewritten in a dialog or withdrawn after a confirmation. A version
 * in force or past is only read: the server refuses to change it.
 */
export function TermConsolePage({ code }: { code: string }) {
  const query = useQuery(consoleTermQueryOptions(code));
  const save = useSaveTermVersion(code);
  const withdraw = useWithdrawTermVersion(code);
  const withdrawing = useConfirmed<ConsoleTermVersion>((v) => withdraw.mutateAsync(v.version));
  const [editing, setEditing] = useState<ConsoleTermVersion | null>(null);
  const [reading, setReading] = useState<ConsoleTermVersion | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [published, setPublished] = useState<string | null>(null);

  return (
    <>
      <WorkPageHead crumb={<Link to="/console/terms">약관</Link>} title={query.data ? `${query.data.title} (${code})` : code} />
      <QueryView query={query} what="약관" isEmpty={() => false} empty="">
        {(term) => (
          <>
            <section className={t.card} aria-labelledby="term-versions">
              <h2 id="term-versions" className={t.cardTitle}>
                버전
              </h2>
              <WorkTable
                head={['버전', '제목', '시행일시', '상태', '필수', '등록', '관리']}
                rows={term.versions.map((v) => ({
                  key: String(v.version),
                  cells: [
                    `v${v.version}`,
                    v.title,
                    formatDateTime(v.effectiveAt),
                    <Badge key="s" tone={STATUS[v.status].tone}>
                      {STATUS[v.status].text}
                    </Badge>,
                    v.required ? '필수' : '선택',
                    <span key="p" className={t.nowrap}>
                      {formatDateTime(v.revisedAt ?? v.publishedAt)}
                    </span>,
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => setReading(v)} aria-label={`v${v.version} 내용 보기`}>
                        보기
                      </Button>
                      {v.status === 'scheduled' && (
                        <>
                          <Button size="sm" variant="ghost" onClick={() => setEditing(v)} aria-label={`v${v.version} 수정`}>
                            수정
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => withdrawing.ask(v)} aria-label={`v${v.version} 철회`}>
                            철회
                          </Button>
                        </>
                      )}
                    </span>,
                  ],
                }))}
              />
            </section>
            <section className={t.card} aria-labelledby="term-new">
              <h2 id="term-new" className={t.cardTitle}>
                새 버전 등록 (v{(term.versions[0]?.version ?? 0) + 1})
              </h2>
              {published && (
                <p className={t.cardBody} role="status">
                  {published}
                </p>
              )}
              <TermVersionForm
                key={formKey}
                start={{ title: term.title, required: term.required, content: term.versions[0]?.content ?? '' }}
                submitText="새 버전 등록"
                onSave={async ({ code: _code, ...body }) => {
                  const res = await save.mutateAsync({ body });
                  const v = res.term?.versions[0];
                  setPublished(v ? `v${v.version}을 등록했습니다 (${formatDateTime(v.effectiveAt)} 시행)` : null);
                  setFormKey((k) => k + 1);
                }}
              />
            </section>
          </>
        )}
      </QueryView>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={`v${editing?.version ?? ''} 수정`} size="lg" dismissible={false}>
        {editing && (
          <TermVersionForm
            start={editing}
            submitText="수정"
            onSave={async ({ code: _code, ...body }) => {
              await save.mutateAsync({ version: editing.version, body });
              setEditing(null);
            }}
          />
        )}
      </Dialog>
      <Dialog open={reading !== null} onClose={() => setReading(null)} title={`v${reading?.version ?? ''} ${reading?.title ?? ''}`} size="lg">
        {reading &&
          (isRichText(reading.content) ? (
            // Safe as HTML: the terms decider sanitises rich text on write (platform/html/rich-text.ts).
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: reading.content }} />
          ) : (
            <div className={styles.content}>{reading.content}</div>
          ))}
      </Dialog>
      <ConfirmDialog
        open={withdrawing.asking !== null}
        title="예정 버전 철회"
        message={`v${withdrawing.asking?.version ?? ''}을 철회하시겠습니까? 시행 전인 버전만 철회할 수 있으며, 되돌릴 수 없습니다.`}
        confirmText="철회"
        loading={withdraw.isPending}
        onCancel={withdrawing.cancel}
        onConfirm={() => void withdrawing.confirm()}
      />
    </>
  );
}
