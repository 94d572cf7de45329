// The build's prerender (scripts/lib/vite/prerender.ts): renders each public page of the route
// table to HTML in Node, as a first visitor would see it before the JavaScript
// has arrived — logged out, default city, standard mode, no query — with the
// antd styles that page uses; and each centre page as its shell (centre-shell.ts):
// logged in as a user of the centre's type, with no name and no screen yet. The
// browser then hydrates that markup (src/app/boot.tsx) instead of drawing the
// page from nothing.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { BASE_PATH } from '../../config/app';
import type { AppPath } from '../../config/paths';
import { endSession, session } from '../../stores/session';
import { App } from '../App';
import { AccountMenu } from '../layouts/header/UserMenu';
import type { CentreKind } from '../layouts/sidebars';
import { buildRoutes } from '../router';
import type { RouteHandle } from '../routes/AppFrame';
import { ROUTES, type ScreenRoute } from '../routes/table';
import { setCentreShellMarkup } from './centre-shell';
import { SHELL_USER_TYPE } from './document';

export interface PrerenderedPage {
  path: AppPath;
  /** The route's title, for the document title. */
  title: string;
  /** The markup inside #root. */
  markup: string;
  /** antd's <style> elements for that markup, with the map that lets the browser reuse them. */
  styles: string;
  /** For a centre shell: the user type it was rendered for (only such a user's tab shows it). */
  userType?: string;
}

/** Public pages whose first render needs no login, and every centre page (as its shell). */
export function prerenderedPaths(): AppPath[] {
  return ROUTES.filter((route): route is ScreenRoute => route.kind === 'screen' && (route.layout !== 'public' || !route.guard)).map(
    (route) => route.path,
  );
}

/** The session a centre shell is rendered with: logged in as the centre's kind of user, nameless (the loader writes the name). */
async function asCentreUser<T>(centre: CentreKind | undefined, render: () => Promise<T>): Promise<T> {
  if (!centre) return render();
  await AccountMenu.preload();
  session.token = 'prerendered-centre-shell';
  session.ident = SHELL_USER_TYPE[centre];
  setCentreShellMarkup(true);
  try {
    return await render();
  } finally {
    setCentreShellMarkup(false);
    endSession();
  }
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
  const route = ROUTES.find((entry): entry is ScreenRoute => entry.kind === 'screen' && entry.path === path);
  const centre = route && route.layout !== 'public' ? route.layout : undefined;

  const cache = createCache();
  const { prelude } = await asCentreUser(centre, () =>
    withoutRedirectWarning(() =>
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
    ),
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (EMPTY_SCREEN.test(markup)) return undefined;
  if (markup.includes('<template')) throw new Error(`${path} left a part unrendered (something suspended after its code was loaded)`);
  return { path, title, markup, styles: extractStyle(cache), userType: centre && SHELL_USER_TYPE[centre] };
}
