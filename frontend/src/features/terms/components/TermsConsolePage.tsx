import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDateTime } from '@shop/contracts';
import { Badge, Button, Dialog } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleTermsQueryOptions, useCreateTerm } from '../api/console-terms';
import { TermVersionForm } from './TermVersionForm';

/**
 * /console/terms (spec §2 console site/terms, §7 console terms CRUD; §6 console only): every term
 * with its version in force and date, the next version scheduled and the required flag, searched
 * by code or title; a new term is added in a dialog, each is edited on its own page.
 */
export function TermsConsolePage({ searchValue }: { searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(consoleTermsQueryOptions(searchValue));
  const create = useCreateTerm();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="약관" count={query.data?.summary.totalCount}>
        <Button size="sm" onClick={() => setAdding(true)}>
          약관 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="약관 목록">
        <WorkSearch
          id="terms-search"
          label="약관 검색"
          placeholder="코드, 제목으로 검색"
          value={searchValue}
          onSearch={(v) => void navigate({ to: '/console/terms', search: { searchValue: v || undefined } })}
        />
        <QueryView query={query} what="약관" isEmpty={(d) => d.terms.length === 0} empty={searchValue ? '검색 결과가 없습니다' : '등록된 약관이 없습니다'}>
          {(data) => (
            <WorkTable
              head={['코드', '제목', '시행 중인 버전', '시행일시', '예정 버전', '필수', '관리']}
              rows={data.terms.map((term) => ({
                key: term.code,
                cells: [
                  <code key="c">{term.code}</code>,
                  term.title,
                  term.current ? `v${term.current.version}` : <span className={t.subtle}>없음</span>,
                  term.current ? formatDateTime(term.current.effectiveAt) : '-',
                  term.next ? (
                    <span key="n">
                      <Badge tone="accent">v{term.next.version}</Badge> {formatDateTime(term.next.effectiveAt)}
                    </span>
                  ) : (
                    <span className={t.subtle}>없음</span>
                  ),
                  term.required ? (
                    <Badge key="r" tone="dark">
                      필수
                    </Badge>
                  ) : (
                    <Badge key="r" tone="outline">
                      선택
                    </Badge>
                  ),
                  <Link key="a" className={t.link} to="/console/terms/$code" params={{ code: term.code }} aria-label={`${term.title} 관리`}>
                    관리
                  </Link>,
                ],
              }))}
            />
          )}
        </QueryView>
      </section>
      <Dialog open={adding} onClose={() => setAdding(false)} title="약관 등록" size="lg" dismissible={false}>
        {adding && (
          <TermVersionForm
            withCode
            submitText="등록"
            onSave={async (body) => {
              await create.mutateAsync(body);
              setAdding(false);
              await navigate({ to: '/console/terms/$code', params: { code: body.code } });
            }}
          />
        )}
      </Dialog>
    </>
  );
}
