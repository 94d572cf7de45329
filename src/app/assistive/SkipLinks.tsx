// The first things a keyboard reaches on every page, shown when focused: a jump
// past the header to the page's main content, and the assistive toolbar.
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../../config/app';
import { toggleAssistiveToolbar } from './AssistiveToolbarHost';
import { focusMainContent } from './main-content';
import './skip-links.css';

function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  // Focus (which scrolls it into view), not the browser's jump to the anchor: the next Tab continues inside the main content.
  if (focusMainContent()) event.preventDefault();
}

export function SkipLinks() {
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        跳到主要内容
      </a>
      <button type="button" className="skip-link" onClick={toggleAssistiveToolbar}>
        无障碍工具栏（Alt+Shift+A）
      </button>
    </div>
  );
}
