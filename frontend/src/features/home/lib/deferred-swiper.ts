import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/** A deferred carousel's Swiper: see useDeferredSwiper. */
export interface DeferredSwiper {
  start(): Swiper | null;
  started(): Swiper | null;
}

/** When a deferred carousel starts, besides the shopper's first touch, pointer or focus within it. */
export interface DeferredSwiperStart {
  /** Start after this many ms and advance one slide at once: the first automatic advance, in ms. */
  advanceAfterMs?: number;
  /** Start when the carousel comes within a screen's height of the viewport. */
  nearView?: boolean;
}

/**
 * A Swiper on the `.swiper` element inside `root`, started only when the carousel is needed.
 *
 * Starting a Swiper measures every slide, each measure forcing the page's style and layout: for
 * home's two carousels it took 50–70 ms of a desktop CPU in one task (a phone's four times that),
 * in the middle of hydration. The server-rendered slides are already laid out by Swiper's
 * stylesheet (and the carousel's own), so until the carousel moves nothing needs Swiper: it
 * starts on the shopper's first pointer, touch or focus within `root` (before the gesture or key
 * reaches the slides, so that very gesture already swipes), at `when.advanceAfterMs` (then it
 * advances once, as its autoplay would have), when it nears the viewport (`when.nearView`), or
 * when the returned `start()` is called (the carousel's buttons call it first).
 *
 * `options` is called when it starts (the latest given), so it may read refs of the rendered DOM. The slides must be React elements of
 * `.swiper-wrapper` that do not change once rendered: Swiper moves them for its loop. Returns
 * `start()`, which starts the Swiper if it has not started and returns it, and `started()`,
 * which returns it only if it has started (both null while `root` is not mounted or `enabled` is
 * false). The Swiper is destroyed on unmount.
 */
export function useDeferredSwiper(
  root: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  when: DeferredSwiperStart,
  enabled = true,
): DeferredSwiper {
  const swiper = useRef<Swiper | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const start = useCallback((): Swiper | null => {
    if (swiper.current && !swiper.current.destroyed) return swiper.current;
    const el = root.current?.querySelector<HTMLElement>('.swiper');
    if (!enabled || !el) return null;
    swiper.current = new Swiper(el, latest.current());
    return swiper.current;
  }, [root, enabled]);

  const { advanceAfterMs, nearView } = when;
  useEffect(() => {
    const el = root.current;
    if (!enabled || !el) return;
    const begin = () => void start();
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of events) el.addEventListener(type, begin, { capture: true, passive: true, once: true });
    // Started earlier (by the shopper), its own autoplay keeps the time: no extra advance.
    const timer = advanceAfterMs === undefined ? undefined : setTimeout(() => !swiper.current && start()?.slideNext(), advanceAfterMs);
    const observer = nearView ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && begin(), { rootMargin: '100% 0px' }) : undefined;
    if (observer) observer.observe(el);
    return () => {
      for (const type of events) el.removeEventListener(type, begin, { capture: true });
      clearTimeout(timer);
      observer?.disconnect();
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [root, start, enabled, advanceAfterMs, nearView]);

  const started = useCallback(() => (swiper.current && !swiper.current.destroyed ? swiper.current : null), []);
  return useMemo(() => ({ start, started }), [start, started]);
}
