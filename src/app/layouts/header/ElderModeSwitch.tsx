// The 关怀版 / 标准版 switch of the top bar: the elder-friendly mode (larger text
// and controls, stronger contrast) for the whole portal, remembered across visits.
import { EyeOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { setElderMode, ui } from '../../../stores/ui';

export function ElderModeSwitch() {
  const { elderMode } = useSnapshot(ui);
  return (
    <button
      type="button"
      className="topbar-action elder-switch"
      aria-pressed={elderMode}
      title={elderMode ? '切换回标准版页面' : '切换到关怀版：字号更大、对比度更高'}
      onClick={() => setElderMode(!elderMode)}
    >
      <EyeOutlined />
      <span>{elderMode ? '标准版' : '关怀版'}</span>
    </button>
  );
}
