'use client';

import { useEffect } from 'react';

/**
 * The menus are <details> elements so that they work without JavaScript; with it, a click elsewhere or
 * Escape closes an open menu, and opening one closes the others. Following a link inside a menu closes it (and the
 * mobile menu around it): the header stays mounted across client navigations, so the next page would otherwise open
 * under a menu still open.
 */
export function DropdownCloser() {
  useEffect(() => {
    const menus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-menu]'));
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const isLink = target instanceof Element && target.closest('a[href]') !== null;
      for (const menu of menus()) if (menu.open && (isLink || !menu.contains(target))) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of menus()) {
        if (!menu.open) continue;
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
