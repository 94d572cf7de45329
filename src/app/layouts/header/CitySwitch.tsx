// "切换城市": the city channels of cityChannel/getCityChannel. Choosing one sets
// the home state's city; the function lists follow it.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Empty, Popover, Spin } from 'antd';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { getCityChannels } from '../../../components/catalogue';
import { useAsyncData } from '../../../components/useAsyncData';
import { chooseCity, home } from '../../../stores/home';

export function CitySwitch() {
  const { cityname, areaCode } = useSnapshot(home);
  const [open, setOpen] = useState(false);
  // Loaded the first time the list is opened, then kept.
  const [wanted, setWanted] = useState(false);
  const cities = useAsyncData(wanted ? 'city-channels' : null, getCityChannels);

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
    <Popover
      trigger="click"
      placement="bottomLeft"
      title="切换城市频道"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setWanted(true);
      }}
      content={content}
    >
      <Button type="link" size="small" className="city-switch" icon={<EnvironmentOutlined />}>
        {cityname}
        <span className="city-switch__action">[切换城市]</span>
      </Button>
    </Popover>
  );
}
