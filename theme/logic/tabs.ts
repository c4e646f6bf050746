/** Where a tab group's chosen index is kept in `localStorage`, under the default theme's key. */
export const tabStorageKey = (groupId: string) => `rspress.tabs.${groupId}`;

/**
 * The attribute of `<html>` that carries a tab group's chosen index before the app runs (`data-tab-package-manager`
 * for `package.manager`), so the stylesheet can show that tab at first paint.
 */
export const tabChoiceAttribute = (groupId: string) => `data-tab-${groupId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/** Puts a group's chosen index on `<html>` (removed for the first tab, which the page shows anyway). */
export function markTabChoice(root: HTMLElement, groupId: string, index: number): void {
  const attribute = tabChoiceAttribute(groupId);
  if (index > 0) root.setAttribute(attribute, String(index));
  else root.removeAttribute(attribute);
}

/** Whether `index` names a tab that exists and is not disabled. */
const usable = (index: number, disabled: readonly boolean[]) =>
  Number.isInteger(index) && index >= 0 && index < disabled.length && !disabled[index];

/**
 * The tab to show: `wanted` (a stored or chosen index) when it names a usable tab, else `fallback` (the block's
 * default) when that does, else the first usable tab. A stored `9` in a block of four tabs shows the default.
 */
export function resolveTabIndex(wanted: number, disabled: readonly boolean[], fallback = 0): number {
  if (usable(wanted, disabled)) return wanted;
  if (usable(fallback, disabled)) return fallback;
  return Math.max(0, disabled.indexOf(false));
}

/**
 * The tab a key moves to in a tab list, skipping disabled tabs: ArrowLeft and ArrowRight step and wrap around,
 * Home and End go to the first and the last tab. `undefined` for any other key, or when no tab is usable.
 */
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
  return undefined;
}
