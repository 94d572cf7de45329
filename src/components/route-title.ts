// The title of the route on screen, from the route table (the shell provides
// it), so a screen's heading never repeats a title the table already holds.
import { createContext, use } from 'react';

export const RouteTitleContext = createContext<string | undefined>(undefined);

/** The current route's title from the route table; undefined outside a route. */
export function useRouteTitle(): string | undefined {
  return use(RouteTitleContext);
}
