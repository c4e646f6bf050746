/** Where a tab group's chosen index is kept in `localStorage`, under the default theme's key. */
export const tabStorageKey = (groupId: string) => `rspress.tabs.${groupId}`;

/** The attribute of `<html>` that carries a group's chosen index for the first paint (`data-tab-package-manager`). */
export const tabChoiceAttribute = (groupId: string) => `data-tab-${groupId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

const usable = (index: number, disabled: readonly boolean[]) =>
  Number.isInteger(index) && index >= 0 && index < disabled.length && !disabled[index];

/** The tab to show: `wanted`, else `fallback`, else the first usable tab (a stored `9` of four shows the default). */
export function resolveTabIndex(wanted: number, disabled: readonly boolean[], fallback = 0): number {
  if (usable(wanted, disabled)) return wanted;
  return usable(fallback, disabled) ? fallback : Math.max(0, disabled.indexOf(false));
}

/** The tab a key moves to, over disabled tabs: arrows step and wrap, Home and End go to the ends; else `undefined`. */
export function tabIndexForKey(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const count = disabled.length;
  const step = (direction: 1 | -1) => {
    for (let i = 1; i <= count; i++) {
      const index = (((current + direction * i) % count) + count) % count;
      if (!disabled[index]) return index;
    }
  };
  if (!disabled.includes(false)) return undefined;
  if (key === 'ArrowRight') return step(1);
  if (key === 'ArrowLeft') return step(-1);
  if (key === 'Home') return disabled.indexOf(false);
  if (key === 'End') return disabled.lastIndexOf(false);
}
