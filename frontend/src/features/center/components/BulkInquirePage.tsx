import { FORM_KINDS } from '@shop/contracts';
import { FormSendCard } from './FormSendCard';
import styles from './forms.module.css';

/** /mypage/bulk-purchase/inquire (spec §2 member area): the bulk-purchase form inside the my-page, the member's name and phone filled in. */
export function BulkInquirePage() {
  return (
    <section aria-labelledby="bulk-inquire-title">
      <h1 id="bulk-inquire-title" className={styles.kindTitle}>
        대량구매 견적 문의
      </h1>
      <p className={styles.lead}>{FORM_KINDS['bulk-purchase'].description}</p>
      <FormSendCard code="bulk-purchase" />
    </section>
  );
}
