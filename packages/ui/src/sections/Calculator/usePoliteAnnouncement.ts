import { useEffect, useRef, useState } from 'react';

/**
 * The text for a polite live region: `message` once it has held still for `delay` ms.
 *
 * It starts empty, so nothing is read on page load, and it skips the intermediate values of a fast burst of
 * changes (holding an arrow key on the slider), so a screen reader hears the figure the visitor settled on
 * instead of a queue of stale ones.
 */
export function usePoliteAnnouncement(message: string, delay: number): string {
  const [announced, setAnnounced] = useState('');
  // The last message seen by the effect; the first one is the initial state, which is not news.
  const lastMessage = useRef(message);

  useEffect(() => {
    if (message === lastMessage.current) return undefined;
    lastMessage.current = message;
    const timer = setTimeout(() => setAnnounced(message), delay);
    return () => clearTimeout(timer);
  }, [message, delay]);

  return announced;
}
