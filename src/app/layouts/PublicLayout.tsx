// Public pages: the portal header, the page, the footer.
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { MAIN_CONTENT_ID } from '../../config/app';
import { ScreenFailure } from '../routes/RouteScreen';
import { Footer } from './Footer';
import { Header } from './header/Header';

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="portal-page">
      <Header />
      <main className="portal-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary key={pathname} fallback={(error, reset) => <ScreenFailure error={error} retry={reset} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
