// Choosing a city, then a county, of the province, loaded level by level. The
// form value is the chosen codes (areaCodeOf gives the one to send). A value
// restored from a draft shows its names at once: its city's counties come with
// the cities. `optional` lets a filter stop at a city or stay empty.
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PROVINCE_AREA_CODE } from '../../config/app';
import { areasUnder, COUNTY_LEVEL, type AreaOption } from './areas';

export interface AreaCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** A filter: any level may be chosen, or none (the whole province). */
  optional?: boolean;
}

export function AreaCascader({ id, value, onChange, disabled, optional = false }: AreaCascaderProps) {
  const [options, setOptions] = useState<AreaOption[]>();
  const [failed, setFailed] = useState(false);
  const restoredCity = useRef(value && value.length > 1 ? value[0] : undefined);

  useEffect(() => {
    let current = true;
    areasUnder(PROVINCE_AREA_CODE, 1)
      .then(async (cities) => {
        const city = cities.find((option) => option.value === restoredCity.current);
        if (city) city.children = await areasUnder(city.value, COUNTY_LEVEL);
        if (current) setOptions(cities);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const loadChildren = async (selected: AreaOption[]) => {
    const target = selected.at(-1);
    if (!target) return;
    try {
      const children = await areasUnder(target.value, selected.length + 1);
      if (children.length > 0) target.children = children;
      else target.isLeaf = true;
    } catch {
      target.isLeaf = true;
    }
    setOptions((previous) => previous && [...previous]);
  };

  const placeholder = failed
    ? optional
      ? '行政区划暂不可用，可不选'
      : '行政区划加载失败，请刷新页面重试'
    : optional
      ? '全省（可选市或县区）'
      : '请选择市、县（区）';
  return (
    <Cascader<AreaOption>
      id={id}
      options={options ?? []}
      loading={options === undefined && !failed}
      loadData={(selected) => void loadChildren(selected as AreaOption[])}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []) as string[])}
      changeOnSelect={optional}
      allowClear={optional}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}
