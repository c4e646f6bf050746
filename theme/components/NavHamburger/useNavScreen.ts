import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState } from 'react';
import { narrowScreenMaxWidth } from '../../settings';

/**
 * Open state of the full-screen menu, after Rspress 2.0.22's `useNavScreen`: it closes on every navigation (path or
 * hash) and when the window grows to the narrow-screen edge (`narrowScreenMaxWidth`), where the Menu button goes.
 * Unlike Rspress's, the resize listener is removed with the menu.
 */
export function useNavScreen() {
  const { pathname, hash } = useLocation();
  const [isScreenOpen, setIsScreenOpen] = useState(false);
  const toggleScreen = useCallback(() => setIsScreenOpen((open) => !open), []);

  // A new path or hash closes the menu.
  useEffect(() => setIsScreenOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!isScreenOpen) return;
    const closeWhenWide = () => {
      if (window.outerWidth >= narrowScreenMaxWidth) setIsScreenOpen(false);
    };
    window.addEventListener('resize', closeWhenWide);
    return () => window.removeEventListener('resize', closeWhenWide);
  }, [isScreenOpen]);

  return { isScreenOpen, toggleScreen };
}
