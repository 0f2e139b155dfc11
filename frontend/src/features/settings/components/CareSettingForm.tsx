import { useState, type FormEvent } from 'react';
import { SETTING_LIMITS, SETTING_LINK_PATTERN, SETTING_MESSAGES, type CareBlock, type Setting } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

const EMPTY: CareBlock = { text: '', desc: '', link: '', isOuter: false };

/** The fields' messages for `care` as the server checks them, none when it may be saved. */
function errorsOf(care: CareBlock): Partial<Record<keyof CareBlock, string>> {
  return Object.fromEntries(
    Object.entries({
      text: care.text.trim() === '' || care.text.length > SETTING_LIMITS.careText ? SETTING_MESSAGES.CARE_TEXT : undefined,
      desc: care.desc.length > SETTING_LIMITS.careDesc ? SETTING_MESSAGES.CARE_DESC : undefined,
      link: care.link !== '' && (!SETTING_LINK_PATTERN.test(care.link) || care.link.length > SETTING_LIMITS.url) ? SETTING_MESSAGES.CARE_LINK : undefined,
    }).filter(([, m]) => m),
  );
}

/**
 * The home's care block (spec §3 Setting main.care: text, link, desc, isOuter): a heading, a line
 * and a link shown on the home while set; "메인에서 내리기" takes it off.
 */
export function CareSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const [care, setCare] = useState<CareBlock>(setting.main?.care ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CareBlock, string>>>({});
  const [saved, setSaved] = useState(false);
  const shown = Boolean(setting.main?.care);
  const edit = (key: 'text' | 'desc' | 'link') => (e: { target: { value: string } }) => {
    setCare({ ...care, [key]: e.target.value });
    setSaved(false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found = errorsOf(care);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ main: { care } }, { onSuccess: () => setSaved(true) });
  };
  const takeOff = () => {
    setSaved(false);
    setErrors({});
    save.mutate(
      { main: { care: null } },
      {
        onSuccess: () => {
          setCare(EMPTY);
          setSaved(true);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="메인 케어 블록 설정" noValidate>
      <h2 className={t.cardTitle}>메인 케어 블록</h2>
      <div className={styles.body}>
        <div className={styles.wide}>
          <TextField label="제목" placeholder="설치부터 사후관리까지, 세라메종 케어" value={care.text} onChange={edit('text')} error={errors.text} />
          <TextArea label="설명" rows={3} value={care.desc} onChange={edit('desc')} error={errors.desc} />
          <TextField label="링크" placeholder="/center/faqs 또는 https://..." value={care.link} onChange={edit('link')} error={errors.link} />
          <Checkbox
            label="새 창으로 열기"
            checked={care.isOuter}
            onChange={(e) => {
              setCare({ ...care, isOuter: e.target.checked });
              setSaved(false);
            }}
          />
        </div>
        <p className={t.subtle}>{shown ? '메인 화면에 표시 중입니다.' : '메인 화면에 표시되지 않습니다. 제목을 입력하고 저장하면 표시됩니다.'}</p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
        {shown && (
          <div>
            <Button size="sm" variant="ghost" type="button" onClick={takeOff} disabled={save.isPending}>
              메인에서 내리기
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
