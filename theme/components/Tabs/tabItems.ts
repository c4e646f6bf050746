import type { TabsProps } from '@rspress/core/theme-original';
import { Children, isValidElement, type ReactNode } from 'react';

/** One tab of a tab block: its label, value, whether it can be chosen, and its content. */
export interface TabItem {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
}

type TabChildProps = { label?: ReactNode; value?: string; disabled?: boolean };

/**
 * The tabs of a block, as Rspress reads them: from `values` when given (each matched to the child with the same
 * `value`, or to the child at the same position), else from the `<Tab>` children and their props.
 */
export function tabItems(children: ReactNode, values: TabsProps['values']): TabItem[] {
  const elements = Children.toArray(children).filter((child) => isValidElement<TabChildProps>(child));
  if (values && values.length > 0) {
    return values.map((item, index) => ({
      ...item,
      content: elements.find((child) => child.props.value === item.value) ?? elements[index],
    }));
  }
  return elements.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}
