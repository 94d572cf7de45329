// The "area" control of an application form: a city, then a county of the
// province, loaded level by level (area-names.ts, which remembers their names).
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { areasUnder, COUNTY_LEVEL, PROVINCE_CODE, type AreaOption } from './area-names';

export function AreaField({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}) {
  const [options, setOptions] = useState<AreaOption[]>();
  const [failed, setFailed] = useState(false);
  // A restored value shows its names at once: the counties of its city are loaded with the cities.
  const restoredCity = useRef(value && value.length > 1 ? value[0] : undefined);

  useEffect(() => {
    let current = true;
    areasUnder(PROVINCE_CODE, 1)
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

  const loadCounties = async (selected: AreaOption[]) => {
    const city = selected[selected.length - 1];
    if (!city) return;
    try {
      city.children = await areasUnder(city.value, selected.length + 1);
    } catch {
      city.isLeaf = true;
    }
    setOptions((previous) => previous && [...previous]);
  };

  return (
    <Cascader<AreaOption>
      id={id}
      options={options ?? []}
      loading={options === undefined && !failed}
      loadData={(selected) => void loadCounties(selected as AreaOption[])}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []) as string[])}
      placeholder={failed ? '行政区划加载失败，请刷新页面重试' : '请选择市、县（区）'}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}
