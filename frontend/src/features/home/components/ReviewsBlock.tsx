import { formatDate } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { Stars } from '../../../shared/ui/Stars';
import { usePickedReviews } from '../api/get-picked-reviews';
import { SectionHeading } from './SectionHeading';
import styles from './ReviewsBlock.module.css';

/**
 * 고객 리뷰 on the home (spec §2 home blocks; console main/review/{code}): the reviews staff
 * picked, in their order, as cards that scroll sideways — stars, subject, the first lines, the
 * first photo, what was bought and by whom (masked) — each opening its product's page. Shows
 * nothing until staff pick some, or when they cannot be read.
 */
export function ReviewsBlock() {
  const { data } = usePickedReviews();
  if (!data || data.reviews.length === 0) return null;
  return (
    <section className={`container below-fold ${styles.block}`} aria-labelledby="home-reviews">
      <SectionHeading id="home-reviews" eyebrow="Reviews" title="고객이 전하는 이야기" />
      <ul className={styles.list} aria-label="고객 리뷰">
        {data.reviews.map((review) => (
          <li key={review._id} className={styles.card}>
            <Link to="/shop/products/$productId" params={{ productId: review._product }} className={styles.link}>
              {review.images[0] && <img className={styles.photo} src={review.images[0].url} alt="" loading="lazy" decoding="async" />}
              <Stars value={review.star} />
              <h3 className={styles.subject}>{review.subject}</h3>
              <p className={styles.content}>{review.content}</p>
              <p className={styles.meta}>
                <span className={styles.product}>{review.productName.split(',')[0]}</span>
                <span>
                  {review.writer} · {formatDate(review.createdAt)}
                </span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
