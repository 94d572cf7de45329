// The build's prerender (scripts/lib/vite/prerender.ts): renders each public page of the route
// table to HTML in Node, as a first visitor would see it before the JavaScript
// has arrived — logged out, default city, standard mode, no query — with the
// antd styles that page uses. The browser then hydrates that markup
// (src/app/boot.tsx) instead of drawing the page from nothing.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { BASE_PATH } from '../../config/app';
import type { AppPath } from '../../config/paths';
import { App } from '../App';
import { buildRoutes } from '../router';
import type { RouteHandle } from '../routes/AppFrame';
import { ROUTES } from '../routes/table';

export interface PrerenderedPage {
  path: AppPath;
  /** The route's title, for the document title. */
  title: string;
  /** The markup inside #root. */
  markup: string;
  /** antd's <style> elements for that markup, with the map that lets the browser reuse them. */
  styles: string;
}

/** Pages whose first render needs no login and no centre: what a visitor may land on. */
export function prerenderedPaths(): AppPath[] {
  return ROUTES.filter((route) => route.kind === 'screen' && route.layout === 'public' && !route.guard).map(
    (route) => route.path as AppPath,
  );
}

/** The page's own part of the layout, empty when its screen rendered nothing. */
const EMPTY_SCREEN = /<main[^>]*id="main-content"[^>]*>(?:<!--\/?\$-->)*<\/main>/;

/** What React Router says when a screen redirects on its first render, which a static router cannot do. */
const STATIC_REDIRECT_WARNING = /<Navigate> must not be used on the initial render in a <StaticRouter>/;

/** Renders while keeping React Router's warning about a redirect out of the build's output (the caller handles it). */
async function withoutRedirectWarning<T>(render: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!STATIC_REDIRECT_WARNING.test(String(args[0]))) warn(...args);
  };
  try {
    return await render();
  } finally {
    console.warn = warn;
  }
}

/**
 * The page as a first visitor gets it, or undefined for a page that sends such
 * a visitor elsewhere at once (one that needs a login, say): its address is
 * answered by index.html as before.
 */
export async function prerenderPage(path: AppPath): Promise<PrerenderedPage | undefined> {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`${path} is no route of the table`);
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  // Everything the page shows is loaded first, so no part of it is left for the browser to fill in.
  await Promise.all(handles.map((handle) => handle?.preload?.()));
  const title = handles.findLast((handle) => handle?.title)?.title ?? '';

  const cache = createCache();
  const { prelude } = await withoutRedirectWarning(() =>
    prerenderToNodeStream(
      <StrictMode>
        <StyleProvider cache={cache}>
          <App
            routes={routes}
            router={({ children }) => (
              <StaticRouter basename={BASE_PATH} location={`${BASE_PATH}${path}`}>
                {children}
              </StaticRouter>
            )}
          />
        </StyleProvider>
      </StrictMode>,
      // One piece: React would otherwise send large boundaries after the rest, with inline scripts.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    ),
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (EMPTY_SCREEN.test(markup)) return undefined;
  if (markup.includes('<template')) throw new Error(`${path} left a part unrendered (something suspended after its code was loaded)`);
  return { path, title, markup, styles: extractStyle(cache) };
}
