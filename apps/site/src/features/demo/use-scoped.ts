import { useEffect, useState } from 'react';
import { effectScope } from '@tendril/signals';

/**
 * A model built inside an effect scope while the component is mounted: its timers and effects
 * are disposed on unmount (and rebuilt by a remount, as StrictMode does). Null until mounted.
 */
export function useScoped<T>(create: () => T): T | null {
  const [model, setModel] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let made: { value: T } | null = null;
    const dispose = effectScope(() => {
      made = { value: create() };
    });
    setModel(made);
    return dispose;
    // Built once per mount: a later `create` is not used.
  }, []);
  return model?.value ?? null;
}
