import { useEffect, useState } from "react";

let hydrating = true;

/** False during server render and hydration; true once JavaScript has taken over. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
