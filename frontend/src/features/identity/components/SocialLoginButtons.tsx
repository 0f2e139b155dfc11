import { socialAuthorizeHref } from '../api/social-login';
import styles from './social-login.module.css';

/** Props of {@link SocialLoginButtons}. */
export interface SocialLoginButtonsProps {
  /** Where to land once signed in (the login page's `?redirect=`). */
  redirect?: string;
}

/**
 * 카카오 로그인 and 네이버 로그인 under the password form: links that start the provider's login
 * (the server keeps the CSRF state and redirects), in each provider's brand colours (Kakao
 * #FEE500 with its black speech bubble, Naver #03C75A with its white N; the Naver label
 * is dark on the green, since white text there fails WCAG AA contrast).
 */
export function SocialLoginButtons({ redirect }: SocialLoginButtonsProps) {
  return (
    <div className={styles.social}>
      <p className={styles.or}>
        <span>또는 간편 로그인</span>
      </p>
      <a className={`${styles.button} ${styles.kakao}`} href={socialAuthorizeHref('kakao', redirect)}>
        <svg className={styles.symbol} viewBox="0 0 24 24" aria-hidden>
          <path d="M12 3.6c-5.3 0-9.6 3.36-9.6 7.5 0 2.67 1.77 5 4.44 6.33l-.9 3.33c-.08.3.26.54.52.37l3.97-2.63c.51.07 1.03.1 1.57.1 5.3 0 9.6-3.36 9.6-7.5S17.3 3.6 12 3.6Z" />
        </svg>
        <span>카카오 로그인</span>
      </a>
      <a className={`${styles.button} ${styles.naver}`} href={socialAuthorizeHref('naver', redirect)}>
        <svg className={styles.symbol} viewBox="0 0 24 24" aria-hidden>
          <path d="M15.56 12.84 8.2 2.4H2.4v19.2h6.04V11.16l7.36 10.44h5.8V2.4h-6.04v10.44Z" transform="translate(2.4 2.4) scale(.8)" />
        </svg>
        <span>네이버 로그인</span>
      </a>
    </div>
  );
}
