// "切换城市" in the top bar: the current city channel, and the button that opens
// the list of channels. The list (antd Popover and the call for the channels,
// CityPopover) arrives when the button is first used, so no page carries it
// before a visitor asks for it.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../../components/lazy-chunk';
import { home } from '../../../stores/home';

const CityPopover = lazyComponent('CityPopover', () => import('./CityPopover').then((module) => module.CityPopover));

export function CitySwitch() {
  const { cityname } = useSnapshot(home);
  const [asked, setAsked] = useState<{ focused: boolean }>();

  const trigger = (
    <button
      type="button"
      className="topbar-action city-switch"
      onClick={(event) => setAsked((before) => before ?? { focused: document.activeElement === event.currentTarget })}
    >
      <EnvironmentOutlined />
      <span>{cityname}</span>
      <span className="city-switch__action">[切换城市]</span>
    </button>
  );
  if (!asked) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CityPopover trigger={trigger} focused={asked.focused} />
    </Suspense>
  );
}
