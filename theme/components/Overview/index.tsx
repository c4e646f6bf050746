import './Overview.css';
import { Overview as BaseOverview } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect, useLayoutEffect, useRef } from 'react';

/** Rspress's overview without its focus grab on the Filter input (`#api-filter`): '/' opens search (spec 2.8). */
export function Overview(props: ComponentProps<typeof BaseOverview>) {
  const before = useRef<Element | null>(null);
  // Layout effects all run before passive ones: this notes the focus before the original's effect moves it.
  useLayoutEffect(() => {
    before.current = document.activeElement;
  }, []);
  // Passive effects run child first, so the original has focused the input by now; this gives focus back.
  useEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLInputElement) || focused.id !== 'api-filter' || before.current === focused) return;
    if (before.current instanceof HTMLElement) before.current.focus({ preventScroll: true });
    // Blurred, the input stayed the starting point of Tab, which then skipped the skip link: the body takes it back.
    if (document.activeElement !== focused) return;
    const { body } = document;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.removeAttribute('tabindex');
  }, []);
  // Rspress's Markdown copy of an overview page lists the groups only; the page's own text and code (an intro, the
  // config of /config/) come after them there, so readers of the `.md` copy get every block of the page.
  if (import.meta.env.SSG_MD) {
    return (
      <>
        <BaseOverview {...props} />
        {'\n\n'}
        {props.content}
      </>
    );
  }
  return <BaseOverview {...props} />;
}
