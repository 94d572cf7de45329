// Loading indicators of the shell's own markup: they are on every first page's
// code path (a screen's Suspense fallback, the global indicator), where antd's
// Spin and Flex would be first-load code for a ring and a line of text.
import { LOADING_TEXT } from '../config/app';
import './page-loading.css';

/** A turning ring; `large` for a page, the default inline with text. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={`portal-spinner${large ? ' portal-spinner--large' : ''}`} aria-hidden="true" />;
}

/** Shown while a screen's code or first data is on its way. */
export function PageLoading({ minHeight = 320 }: { minHeight?: number }) {
  return (
    <div className="page-loading" style={{ minHeight }} role="status" aria-live="polite">
      <Spinner large />
      <span className="page-loading__text">{LOADING_TEXT}…</span>
    </div>
  );
}
