import { useEffect, useState } from 'react';

/** Below this width in px the sidebar becomes a slide-in sheet (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** True while the viewport is narrower than 768 px; follows resizes. */
export function useIsMobile(): boolean {
  // Read synchronously on first render so the desktop sidebar never flashes on a phone.
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setIsMobile(mql.matches);
    mql.addEventListener('change', onChange);
    onChange();
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}
