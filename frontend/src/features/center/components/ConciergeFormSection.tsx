import { FORM_KINDS } from '@shop/contracts';
import { FormSendCard } from './FormSendCard';
import styles from './forms.module.css';

/** The concierge form (컨시어지 서비스 문의) under the /concierge-service page's content. */
export function ConciergeFormSection() {
  const kind = FORM_KINDS['concierge-service'];
  return (
    <section className={`container ${styles.section}`} aria-labelledby="concierge-form-title">
      <h2 id="concierge-form-title" className={styles.kindTitle}>
        {kind.title} 문의
      </h2>
      <p className={styles.lead}>{kind.description}</p>
      <FormSendCard code="concierge-service" />
    </section>
  );
}
