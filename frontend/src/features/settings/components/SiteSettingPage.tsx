import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Setting } from '@shop/contracts';
import { SettingHistory } from '../../../shared/console/SettingHistory';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { settingKeys, useSiteSetting } from '../api/site-setting';
import { BankAccountSettingForm } from './BankAccountSettingForm';
import { BonusSettingForm } from './BonusSettingForm';
import { CareSettingForm } from './CareSettingForm';
import { CouponSettingForm } from './CouponSettingForm';
import { LogoSettingForm } from './LogoSettingForm';
import { SeoSettingForm } from './SeoSettingForm';
import { ShopSettingForm } from './ShopSettingForm';
import { TrackingSettingForm } from './TrackingSettingForm';

/** One card of the page: a group of the setting's forms, each saving its own part. */
function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={t.card} aria-label={label}>
      {children}
    </section>
  );
}

/** The setting's forms once it is loaded, grouped in cards. */
function SettingCards({ setting }: { setting: Setting }) {
  return (
    <>
      <Card label="쇼핑 설정">
        <ShopSettingForm setting={setting} />
        <BankAccountSettingForm setting={setting} />
      </Card>
      <Card label="화면 설정">
        <LogoSettingForm setting={setting} />
        <CareSettingForm setting={setting} />
        <SeoSettingForm setting={setting} />
      </Card>
      <Card label="혜택 설정">
        <CouponSettingForm setting={setting} />
        <BonusSettingForm setting={setting} />
      </Card>
      <Card label="추적 설정">
        <TrackingSettingForm setting={setting} />
      </Card>
    </>
  );
}

/**
 * /console/site/setting (spec §2 site/setting, §3 Setting, §7 console setting GET and PUT; §6
 * console only): the shop's settings staff change, each part with its own save: 쇼핑 (cash
 * receipt, codes and showrooms in use), 입금 계좌, 로고, 메인 케어 블록, SEO, the coupon and promoter
 * bonus policies and the tracking ids (issue 14), and the setting's history with restore (issue 14).
 */
export function SiteSettingPage() {
  const query = useSiteSetting();
  const qc = useQueryClient();
  // Each form keeps its own draft from the setting it was laid with: a restore lays them anew.
  const [restores, setRestores] = useState(0);
  return (
    <>
      <WorkPageHead crumb="사이트 관리" title="사이트 설정" />
      {query.isPending ? (
        <Card label="사이트 설정">
          <LoadingBlock label="사이트 설정을 불러오는 중입니다" />
        </Card>
      ) : query.isError ? (
        <Card label="사이트 설정">
          <LoadError compact title="사이트 설정을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        </Card>
      ) : (
        <>
          <SettingCards key={restores} setting={query.data.setting} />
          <div className={t.card}>
            <SettingHistory
              onRestored={async () => {
                await qc.invalidateQueries({ queryKey: settingKeys.all });
                setRestores((n) => n + 1);
              }}
            />
          </div>
        </>
      )}
    </>
  );
}
