/** Where a tab group's chosen index is kept in `localStorage`, under the default theme's key. */
export const tabStorageKey = (groupId: string) => `rspress.tabs.${groupId}`;

/** The attribute of `<html>` that carries a group's chosen index for the first paint (`data-tab-package-manager`). */
export const tabChoiceAttribute = (groupId: string) => `data-tab-${groupId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/** The tab to show: `wanted`, else `fallback`, else the first usable tab (a stored `9` of four shows the default). */
export function resolveTabIndex(wanted: number, disabled: readonly boolean[], fallback = 0): number {
  return [wanted, fallback].find((index) => disabled[index] === false) ?? Math.max(0, disabled.indexOf(false));
}

/** The tab a key moves to, over disabled tabs: arrows step and wrap, Home and End go to the ends; else `undefined`. */
export function tabIndexForKey(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const enabled = disabled.flatMap((off, index) => (off ? [] : [index]));
  const last = enabled[enabled.length - 1];
  if (key === 'ArrowRight') return enabled.find((index) => index > current) ?? enabled[0];
  if (key === 'ArrowLeft') return enabled.filter((index) => index < current).pop() ?? last;
  if (key === 'Home') return enabled[0];
  if (key === 'End') return last;
}
