import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms`: a query keyed by it asks once the user pauses, not on every
 * keystroke. The first value is there at once. An object must keep its identity while unchanged (useMemo).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
