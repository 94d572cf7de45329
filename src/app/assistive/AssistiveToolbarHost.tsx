// Where the assistive toolbar (无障碍工具栏) comes in: its chunk loads when it is
// first opened — from the top bar, a skip link or the shortcut — or, when an
// earlier visit left choices, once the page is idle, so they apply again. Until
// then every page carries only this and the button that opens it.
import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { lazyComponent } from '../../components/lazy-chunk';
import { whenIdle } from '../../lib/idle';
import { hasAssistiveChoices, setAssistiveToolbarOpen, ui } from '../../stores/ui';
import './assistive-host.css';

const AssistiveToolbar = lazyComponent('assistive-toolbar', () => import('./AssistiveToolbar').then((module) => module.AssistiveToolbar));

/**
 * Alt+Shift+A opens and closes the toolbar. Screen readers keep to their own
 * modifier (Insert or Caps Lock for NVDA, JAWS and Narrator, Control+Option for
 * VoiceOver), and the page sets no access keys that Firefox would read as
 * Alt+Shift+letter (docs/accessibility.md).
 */
export function isToolbarShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA';
}

export function toggleAssistiveToolbar(): void {
  setAssistiveToolbarOpen(!ui.assistiveToolbarOpen);
}

export function AssistiveToolbarHost() {
  const { assistiveToolbarOpen } = useSnapshot(ui);
  const [choicesToApply, setChoicesToApply] = useState(false);

  useEffect(() => (hasAssistiveChoices() ? whenIdle(() => setChoicesToApply(true), 3_000) : undefined), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToolbarShortcut(event)) return;
      event.preventDefault();
      toggleAssistiveToolbar();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!assistiveToolbarOpen && !choicesToApply) return null;
  return (
    // A failed load says so where the toolbar would be; the next page load tries again.
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className="assistive-failure">
          无障碍工具栏加载失败，请刷新页面后重试。
        </p>
      )}
    >
      <Suspense fallback={null}>
        <AssistiveToolbar open={assistiveToolbarOpen} onClose={() => setAssistiveToolbarOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
