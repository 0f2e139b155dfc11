import styles from './questions.module.css';

/** A question's attached pictures as thumbnails, each opening the full picture in a new tab. */
export function QuestionImages({ urls }: { urls: string[] }) {
  return (
    <ul className={styles.images} aria-label="질문 첨부 사진">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`질문 첨부 사진 ${i + 1}`} width={80} height={80} />
          </a>
        </li>
      ))}
    </ul>
  );
}
