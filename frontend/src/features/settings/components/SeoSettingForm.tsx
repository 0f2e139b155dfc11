import { useState, type FormEvent } from 'react';
import { SETTING_IMAGE_PATTERN, SETTING_LIMITS, SETTING_MESSAGES, type SeoMeta, type Setting } from '@shop/contracts';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

/** What the storefront says when the setting has no seo.meta (shared/seo/page-head). */
const BUILT_IN: SeoMeta = { title: '세라메종', description: '세라메종 CÉRAMAISON — 욕실과 주방을 위한 프리미엄 세라믹과 수전', keywords: '', image: '' };

/** The fields' messages for `meta` as the server checks them (contracts SETTING_LIMITS), none when it may be saved. */
function errorsOf(meta: SeoMeta): Partial<Record<keyof SeoMeta, string>> {
  const blank = (s: string) => s.trim() === '';
  return Object.fromEntries(
    Object.entries({
      title: blank(meta.title) || meta.title.length > SETTING_LIMITS.seoTitle ? SETTING_MESSAGES.SEO_TITLE : undefined,
      description: blank(meta.description) || meta.description.length > SETTING_LIMITS.seoDescription ? SETTING_MESSAGES.SEO_DESCRIPTION : undefined,
      keywords: meta.keywords.length > SETTING_LIMITS.seoKeywords ? SETTING_MESSAGES.SEO_KEYWORDS : undefined,
      image: meta.image !== '' && (!SETTING_IMAGE_PATTERN.test(meta.image) || meta.image.length > SETTING_LIMITS.url) ? SETTING_MESSAGES.SEO_IMAGE : undefined,
    }).filter(([, m]) => m),
  );
}

/**
 * The SEO part of the setting (spec §3 Setting seo.meta): the shop's name after each page's title
 * ("상품명 | 세라메종"), and the description, keywords and sharing picture of pages without their own.
 */
export function SeoSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const [meta, setMeta] = useState<SeoMeta>(setting.seo?.meta ?? BUILT_IN);
  const [errors, setErrors] = useState<Partial<Record<keyof SeoMeta, string>>>({});
  const [saved, setSaved] = useState(false);
  const edit = (key: keyof SeoMeta) => (e: { target: { value: string } }) => {
    setMeta({ ...meta, [key]: e.target.value });
    setSaved(false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found = errorsOf(meta);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { seo: { meta } },
      {
        onSuccess: (answer) => {
          setSaved(true);
          if (answer.setting.seo) setMeta(answer.setting.seo.meta);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="SEO 설정" noValidate>
      <h2 className={t.cardTitle}>SEO</h2>
      <div className={styles.body}>
        <div className={styles.wide}>
          <TextField
            label="제목 뒤 사이트 이름"
            value={meta.title}
            onChange={edit('title')}
            error={errors.title}
            hint="페이지 제목이 '페이지 | 사이트 이름'으로 표시됩니다."
          />
          <TextArea label="기본 설명 (meta description)" rows={3} value={meta.description} onChange={edit('description')} error={errors.description} />
          <TextField label="키워드 (쉼표로 구분)" placeholder="욕실, 세면대, 수전" value={meta.keywords} onChange={edit('keywords')} error={errors.keywords} />
          <TextField label="공유 대표 이미지 주소" placeholder="/files/content/....webp" value={meta.image} onChange={edit('image')} error={errors.image} />
        </div>
        <p className={t.subtle}>설명과 대표 이미지는 자체 설명이 없는 페이지(메인 등)에 쓰이고, 상품·기획전처럼 자체 설명이 있는 페이지는 그 내용을 씁니다.</p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}
