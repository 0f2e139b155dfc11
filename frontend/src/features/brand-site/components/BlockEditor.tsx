import type { ReactNode } from 'react';
import { ProductPicker } from '../../../shared/console/ProductPicker';
import { Button, Select, TextArea, TextField } from '../../../shared/ui';
import { uploadPanoramaImage } from '../api/console';
import { paragraphsOf, paragraphsText, type DraftBlock } from '../lib/page-draft';
import { PageImageField } from './PageImageField';
import styles from './page-editor.module.css';

type Props = { block: DraftBlock; onChange(next: DraftBlock): void };

/** Rows of a list inside a block (links, questions, gallery pictures): each row's fields and a 삭제 button; 추가 adds an empty row. */
function Rows<T>({
  items,
  what,
  render,
  blank,
  onChange,
}: {
  items: T[];
  what: string;
  render(item: T, set: (next: T) => void, n: number): ReactNode;
  blank?: T;
  onChange(next: T[]): void;
}) {
  return (
    <div>
      {items.map((item, n) => (
        <div key={n} className={styles.rowInputs}>
          {render(item, (next) => onChange(items.map((x, i) => (i === n ? next : x))), n)}
          <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, i) => i !== n))} aria-label={`${what} ${n + 1} 삭제`}>
            삭제
          </Button>
        </div>
      ))}
      {blank !== undefined && (
        <Button size="sm" variant="secondary" onClick={() => onChange([...items, blank])}>
          {what} 추가
        </Button>
      )}
    </div>
  );
}

const Paragraphs = ({ value, onChange }: { value: string[]; onChange(next: string[]): void }) => (
  <TextArea label="문단 (빈 줄로 구분)" rows={5} value={paragraphsText(value)} onChange={(e) => onChange(paragraphsOf(e.target.value))} />
);

/** The fields of one block, by its kind (contracts PageBlock): titles, paragraphs, pictures, products, links, questions or a 360° picture with its hotspots. */
export function BlockEditor({ block, onChange }: Props) {
  const title = (label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      maxLength={100}
      value={'title' in block ? (block.title ?? '') : ''}
      onChange={(e) => onChange({ ...block, title: e.target.value } as DraftBlock)}
    />
  );
  switch (block.type) {
    case 'text':
      return (
        <>
          {title('제목')}
          <Paragraphs value={block.paragraphs} onChange={(paragraphs) => onChange({ ...block, paragraphs })} />
        </>
      );
    case 'imageText':
      return (
        <>
          {title('제목', true)}
          <Paragraphs value={block.paragraphs} onChange={(paragraphs) => onChange({ ...block, paragraphs })} />
          <PageImageField
            label="이미지"
            value={block.image.url ? block.image : null}
            onChange={(image) => onChange({ ...block, image: image ?? { url: '', width: 0, height: 0, alt: '' } })}
          />
          <Select
            label="이미지 위치"
            size="sm"
            value={block.side}
            options={[
              { value: 'left', label: '왼쪽' },
              { value: 'right', label: '오른쪽' },
            ]}
            onChange={(e) => onChange({ ...block, side: e.target.value === 'right' ? 'right' : 'left' })}
          />
        </>
      );
    case 'gallery':
      return (
        <>
          {title('제목')}
          <Rows
            items={block.images}
            what="사진"
            onChange={(images) => onChange({ ...block, images })}
            render={(img, set, n) => (
              <>
                <PageImageField label={`사진 ${n + 1}`} value={img} onChange={(next) => next && set({ ...img, ...next })} />
                <TextField label="설명" maxLength={100} value={img.caption ?? ''} onChange={(e) => set({ ...img, caption: e.target.value })} />
              </>
            )}
          />
          <PageImageField label="사진 추가" value={null} onChange={(img) => img && onChange({ ...block, images: [...block.images, img] })} />
        </>
      );
    case 'products':
      return (
        <>
          {title('제목', true)}
          <ProductPicker label="블록 상품" value={block.picked} onChange={(picked) => onChange({ ...block, picked })} />
        </>
      );
    case 'links':
      return (
        <>
          {title('제목')}
          <Rows
            items={block.links}
            what="링크"
            blank={{ label: '', href: '/' }}
            onChange={(links) => onChange({ ...block, links })}
            render={(l, set) => (
              <>
                <TextField label="이름" maxLength={40} value={l.label} onChange={(e) => set({ ...l, label: e.target.value })} />
                <TextField
                  label="주소"
                  hint="/로 시작하는 주소 또는 https://"
                  maxLength={300}
                  value={l.href}
                  onChange={(e) => set({ ...l, href: e.target.value.trim() })}
                />
                <TextField label="한 줄 설명" maxLength={100} value={l.text ?? ''} onChange={(e) => set({ ...l, text: e.target.value })} />
              </>
            )}
          />
        </>
      );
    case 'panorama':
      return (
        <>
          {title('제목')}
          <TextField label="설명" required maxLength={200} value={block.caption} onChange={(e) => onChange({ ...block, caption: e.target.value })} />
          <PageImageField
            label="360° 이미지 (가로:세로 2:1)"
            upload={uploadPanoramaImage}
            value={block.image.url ? block.image : null}
            onChange={(image) => onChange({ ...block, image: image ?? { url: '', width: 0, height: 0, alt: '' } })}
          />
          <Rows
            items={block.hotspots}
            what="핫스팟"
            blank={{ yaw: 0, pitch: 0, label: '', product: null }}
            onChange={(hotspots) => onChange({ ...block, hotspots })}
            render={(h, set, n) => (
              <>
                <TextField label="이름" maxLength={40} value={h.label} onChange={(e) => set({ ...h, label: e.target.value })} />
                <TextField
                  label="가로 각도(°)"
                  hint="-180~180, 0은 사진 가운데"
                  type="number"
                  min={-180}
                  max={180}
                  value={h.yaw}
                  onChange={(e) => set({ ...h, yaw: Number(e.target.value) })}
                />
                <TextField
                  label="세로 각도(°)"
                  hint="-90~90, 0은 눈높이"
                  type="number"
                  min={-90}
                  max={90}
                  value={h.pitch}
                  onChange={(e) => set({ ...h, pitch: Number(e.target.value) })}
                />
                <ProductPicker
                  label={`핫스팟 ${n + 1} 상품`}
                  value={h.product ? [h.product] : []}
                  onChange={(picked) => set({ ...h, product: picked.at(-1) ?? null })}
                />
              </>
            )}
          />
        </>
      );
    case 'faq':
      return (
        <>
          {title('제목')}
          <Rows
            items={block.items}
            what="질문"
            blank={{ q: '', a: '' }}
            onChange={(items) => onChange({ ...block, items })}
            render={(item, set) => (
              <>
                <TextField label="질문" maxLength={200} value={item.q} onChange={(e) => set({ ...item, q: e.target.value })} />
                <TextArea label="답변" rows={3} value={item.a} onChange={(e) => set({ ...item, a: e.target.value })} />
              </>
            )}
          />
        </>
      );
  }
}
