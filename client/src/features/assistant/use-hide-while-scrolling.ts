import { ANIMATION } from '@common/constants';
import { useEffect, useState } from 'react';

/**
 * True while the page (or any scrolling area in it) is being scrolled, and until `delayMs` after the last
 * scroll: on a phone the floating assistant button steps aside so it never sits on the text being read
 * (SPEC §9 scroll-hide delay). Scroll events do not bubble, so they are caught in the capture phase.
 */
export function useHideWhileScrolling(delayMs: number = ANIMATION.scrollHideDelayMs): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setHidden(true);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(false), delayMs);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      clearTimeout(timer);
    };
  }, [delayMs]);
  return hidden;
}
