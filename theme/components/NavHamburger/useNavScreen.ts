import { useLocation } from '@rspress/core/runtime';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { searchIsOpen, trapTab } from '../../logic/focusTrap';
import { narrowScreenMaxWidth } from '../../settings';

/**
 * Open state of the full-screen menu, after Rspress 2.0.22's `useNavScreen`: it closes on every navigation (path or
 * hash) and when the window grows to the narrow-screen edge (`narrowScreenMaxWidth`), where the Menu button goes.
 * Unlike Rspress's, the resize listener is removed with the menu, and the menu is a modal disclosure: while it is
 * open, Tab and Shift+Tab cycle through its Menu button (`toggle`) and the menu, and Escape closes it and puts the
 * focus back on the button.
 */
export function useNavScreen(toggle: RefObject<HTMLButtonElement | null>) {
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
    const onKeyDown = (event: KeyboardEvent) => {
      const button = toggle.current;
      const menu = document.querySelector('.rp-nav-screen__container');
      if (!button || searchIsOpen()) return;
      if (event.key === 'Escape') {
        setIsScreenOpen(false);
        button.focus();
      } else if (event.key === 'Tab' && menu) trapTab(event, [button], menu);
    };
    window.addEventListener('resize', closeWhenWide);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', closeWhenWide);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isScreenOpen, toggle]);

  return { isScreenOpen, toggleScreen };
}
