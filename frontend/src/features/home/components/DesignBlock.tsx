import { AppLink, Icon } from '../../../shared/ui';
import { BathroomDrawing, KitchenDrawing } from './Illustrations';
import { SectionHeading } from './SectionHeading';
import styles from './DesignBlock.module.css';

const ROOMS = [
  {
    to: '/ideas/bathroom/overview',
    label: '욕실 아이디어',
    eyebrow: 'Bathroom',
    text: '동선과 수납, 빛과 소재로 완성하는 나만의 욕실',
    Drawing: BathroomDrawing,
  },
  { to: '/ideas/kitchen/overview', label: '주방 아이디어', eyebrow: 'Kitchen', text: '세라믹 싱크와 수전으로 정돈되는 주방의 하루', Drawing: KitchenDrawing },
] as const;

/** The design block linking to bathroom and kitchen ideas (spec §2). */
export function DesignBlock() {
  return (
    <section className={`container ${styles.block}`} aria-labelledby="home-design">
      <SectionHeading
        id="home-design"
        eyebrow="Design your space"
        title="공간을 디자인하다"
        description="세라메종이 제안하는 욕실과 주방의 아이디어에서 시작해보세요."
      />
      <div className={styles.grid}>
        {ROOMS.map(({ to, label, eyebrow, text, Drawing }) => (
          <AppLink key={to} to={to} className={styles.tile}>
            <div className={styles.art}>
              <Drawing />
            </div>
            <div className={styles.caption}>
              <p className="eyebrow">{eyebrow}</p>
              <h3 className={styles.label}>
                {label}
                <Icon name="arrowRight" size={20} />
              </h3>
              <p className={styles.text}>{text}</p>
            </div>
          </AppLink>
        ))}
      </div>
    </section>
  );
}
