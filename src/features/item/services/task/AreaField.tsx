// The "area" control of an application form: a city, then a county of the
// province, loaded level by level from basic dictionary/findByParent/area.
// Names seen here are remembered so the confirmation page can show them.
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';

const PROVINCE_CODE = '320000';
const COUNTY_LEVEL = 2;

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

const knownNames = new Map<string, string>();

/** "南京市 / 建邺区" style name of a code seen in this session (as much of it as is known). */
export function areaName(code: string): string | undefined {
  const county = knownNames.get(code);
  if (county === undefined) return undefined;
  const city = `${code.slice(0, 4)}00`;
  const cityName = city === code ? undefined : knownNames.get(city);
  return cityName ? `${cityName} / ${county}` : county;
}

async function areasUnder(parentCode: string, level: number): Promise<AreaOption[]> {
  const { list } = await answerOf(api.basic.POST('/dictionary/findByParent/area', { body: { parentCode } }));
  return list
    .filter((area) => /^\d{6}$/.test(area.code))
    .map((area) => {
      knownNames.set(area.code, area.name);
      return { value: area.code, label: area.name, isLeaf: area.isLeaf || level >= COUNTY_LEVEL };
    });
}

export function AreaField({ id, value, onChange, disabled }: { id?: string; value?: string[]; onChange?: (value: string[]) => void; disabled?: boolean }) {
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
