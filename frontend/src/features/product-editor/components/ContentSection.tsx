import { lazy, Suspense } from 'react';
import { Section } from '../../../shared/ui/Section';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import type { SectionProps } from '../lib/section';

// TipTap is big: it loads with this section only, never on the shop's pages.
const RichTextEditor = lazy(() => import('../../../shared/rich-text/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** 상세 설명: the product page's description, written in the rich-text editor. */
export function ContentSection({ draft, set }: SectionProps) {
  return (
    <Section variant="card" padded title="상세 설명">
      <Suspense fallback={<LoadingBlock label="편집기를 불러오는 중입니다" />}>
        <RichTextEditor label="상세 설명" value={draft.content} onChange={(content) => set({ content })} />
      </Suspense>
    </Section>
  );
}
