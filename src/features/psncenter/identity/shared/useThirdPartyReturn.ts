// Handles the return from a third party once per address: the screen's
// handler completes the step, then the one-time parameters leave the address.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RETURN_PARAMS, thirdPartyReturnOf, type ThirdPartyReturn } from './thirdPartyReturn';

export function useThirdPartyReturn(handle: (returned: ThirdPartyReturn) => Promise<void>): { handling: boolean } {
  const [search, setSearch] = useSearchParams();
  const [handling, setHandling] = useState(false);
  const handled = useRef<string>(undefined);
  const latestHandle = useRef(handle);
  useEffect(() => {
    latestHandle.current = handle;
  });

  const query = search.toString();
  useEffect(() => {
    const returned = thirdPartyReturnOf(new URLSearchParams(query));
    if (!returned || handled.current === query) return;
    handled.current = query;
    setHandling(true);
    void latestHandle.current(returned).finally(() => {
      setHandling(false);
      setSearch(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) kept.delete(name);
          return kept;
        },
        { replace: true },
      );
    });
  }, [query, setSearch]);

  return { handling };
}
