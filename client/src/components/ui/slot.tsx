import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Both refs, as one callback ref. */
function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) setRef(ref, value);
  };
}

/**
 * Renders its one child element with the slot's props merged in: what Radix's Slot does for `asChild`, in
 * the few lines the button needs (the first page carries the button, and Radix's Slot is three times this).
 * As there: the child's props win, except event handlers (the child's runs, then the slot's), `style`
 * (merged, the child's keys last), `className` (joined) and `ref` (both set).
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object | undefined) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'ref' && childValue) {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(children, merged);
}
