// The city channels of cityChannel/getCityChannel in a popover under the top
// bar's city button; choosing one sets the home state's city, and the function
// lists follow it. Loaded when the button is first used (CitySwitch).
import { Button, Empty, Popover, Spin } from 'antd';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { useSnapshot } from 'valtio';
import { getCityChannels } from '../../../components/catalogue';
import { useAsyncData } from '../../../components/useAsyncData';
import { chooseCity, home } from '../../../stores/home';

export interface CityPopoverProps {
  /** The button the popover hangs from; it opens the popover at once (it was just pressed). */
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** Whether the button had the keyboard focus when it was pressed. */
  focused: boolean;
}

export function CityPopover({ trigger, focused }: CityPopoverProps) {
  const { areaCode } = useSnapshot(home);
  const [open, setOpen] = useState(true);
  const cities = useAsyncData('city-channels', getCityChannels);
  const button = useRef<HTMLButtonElement>(null);
  // The button is drawn anew inside the popover: keep the keyboard where it was.
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);

  const content = cities.loading ? (
    <Spin size="small" />
  ) : cities.data?.length ? (
    <div className="city-switch__grid" role="listbox" aria-label="选择城市频道">
      {cities.data.map((city) => (
        <Button
          key={city.areaCode}
          size="small"
          type={city.areaCode === areaCode ? 'primary' : 'text'}
          role="option"
          aria-selected={city.areaCode === areaCode}
          title={city.channelName}
          onClick={() => {
            chooseCity(city.name, city.areaCode);
            setOpen(false);
          }}
        >
          {city.name}
        </Button>
      ))}
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂未获取到城市频道">
      <Button size="small" onClick={cities.reload}>
        重新获取
      </Button>
    </Empty>
  );

  return (
    <Popover trigger="click" placement="bottomLeft" title="切换城市频道" open={open} onOpenChange={setOpen} content={content}>
      {cloneElement(trigger, { ref: button })}
    </Popover>
  );
}
