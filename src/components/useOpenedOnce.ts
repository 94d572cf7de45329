import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded drawer or dialog is
 * mounted (and its code fetched) then, and stays mounted after it closes, so
 * that it closes with its own motion.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
