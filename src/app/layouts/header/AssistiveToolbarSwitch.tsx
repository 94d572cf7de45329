// The top bar's button for the assistive toolbar (无障碍工具栏), beside 关怀版 / 标准版.
import { useSnapshot } from 'valtio';
import { ui } from '../../../stores/ui';
import { toggleAssistiveToolbar } from '../../assistive/AssistiveToolbarHost';

export function AssistiveToolbarSwitch() {
  const { assistiveToolbarOpen } = useSnapshot(ui);
  return (
    <button
      type="button"
      className="topbar-action"
      aria-expanded={assistiveToolbarOpen}
      title={`${assistiveToolbarOpen ? '关闭' : '打开'}无障碍工具栏：朗读、放大、高对比度配色等（快捷键 Alt+Shift+A）`}
      onClick={toggleAssistiveToolbar}
    >
      无障碍
    </button>
  );
}
