import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled more than `offset` pixels (the header sticks after 80). The check
 * made as it mounts waits for the next frame: reading `scrollY` right after React's commit made
 * Chromium style and lay out the whole new page inside that commit's task (one long task of the
 * overview's first load, issue 19 item 7), where in the frame it reads the layout that frame makes anyway.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
