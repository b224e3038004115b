import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

export type SlotProviderProps<Key extends string, Props extends object> = {
  [K in Key]: ComponentType<Props>;
} & { children: ReactNode };

/**
 * A place where one feature shows another feature's component without importing it (features
 * never import each other, STYLE.md): `src/app/` provides the component through `Provider`
 * (`<Provider [key]={Component}>`), and pages render `<Slot …props />`, which shows nothing when
 * none is provided.
 *
 * `lazy`: the component's code loads on demand; until it has, the slot shows nothing (its own
 * Suspense boundary) rather than the whole page falling back to the route's spinner.
 */
export function createSlot<Props extends object, Key extends string>(
  key: Key,
  { lazy }: { lazy: boolean },
) {
  const Context = createContext<ComponentType<Props> | null>(null);

  function Provider(props: SlotProviderProps<Key, Props>) {
    return <Context.Provider value={props[key]}>{props.children}</Context.Provider>;
  }

  function Slot(props: Props) {
    const Component = useContext(Context);
    if (!Component) return null;
    if (!lazy) return <Component {...props} />;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }

  return { Provider, Slot };
}
