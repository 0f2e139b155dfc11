import { useSetting } from '../../../shared/api/setting';
import { AppLink, Icon } from '../../../shared/ui';
import { displayTel } from '../../../shared/lib/format';
import { MapPanel } from './MapPanel';
import styles from './AboutBlock.module.css';

/** The about block: the showroom address and contact beside a drawn map (spec §2). */
export function AboutBlock() {
  const { data: setting } = useSetting();
  const company = setting?.company;
  return (
    <section className={`container below-fold ${styles.block}`} aria-labelledby="home-about">
      <div className={styles.copy}>
        <p className="eyebrow">Visit us</p>
        <h2 id="home-about" className={`serif ${styles.title}`}>
          세라메종 쇼룸에서 직접 만나보세요
        </h2>
        <p className={styles.text}>
          사진으로는 다 전할 수 없는 세라믹의 질감과 색을 쇼룸에서 확인하세요. 전문 컨설턴트가 공간에 맞는 제품을 함께 찾아드립니다.
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Icon name="pin" size={18} />
              <span className="visually-hidden">주소</span>
            </dt>
            <dd>{company?.address ?? '서울특별시'}</dd>
          </div>
          {company?.tel && (
            <div>
              <dt>
                <Icon name="phone" size={18} />
                <span className="visually-hidden">전화</span>
              </dt>
              <dd>
                <a href={`tel:${company.tel.replace(/\D/g, '')}`}>{displayTel(company.tel)}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>
              <Icon name="chat" size={18} />
              <span className="visually-hidden">운영 시간</span>
            </dt>
            <dd>평일 10:00 – 18:00 · 주말 및 공휴일 휴무</dd>
          </div>
        </dl>
        <AppLink to="/shop/showrooms" className={styles.link}>
          쇼룸 안내 <Icon name="arrowRight" size={16} />
        </AppLink>
      </div>
      <MapPanel label={company?.address ?? '세라메종 쇼룸'} />
    </section>
  );
}
