// Choosing a city and county of the province (basic dictionary/findByParent/area),
// loaded level by level. The form value is the chosen codes; the last one is
// the six-digit area code the unit document asks for.
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';

export const PROVINCE_AREA_CODE = '320000';
/** City, then county: the unit document's area codes have six digits. */
const LEVELS = 2;

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

async function childrenOf(parentCode: string, level: number): Promise<AreaOption[]> {
  const { list } = await answerOf(api.basic.POST('/dictionary/findByParent/area', { body: { parentCode } }));
  return list
    .filter((area) => area.code.length === 6)
    .map((area) => ({ value: area.code, label: area.name, isLeaf: area.isLeaf || level >= LEVELS }));
}

export function AreaCascader({ value, onChange }: { value?: string[]; onChange?: (value: string[]) => void }) {
  const [options, setOptions] = useState<AreaOption[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    childrenOf(PROVINCE_AREA_CODE, 1).then(
      (cities) => current && setOptions(cities),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    try {
      target.children = await childrenOf(target.value, selected.length + 1);
    } catch {
      target.isLeaf = true;
    }
    setOptions((previous) => [...previous]);
  };

  return (
    <Cascader<AreaOption>
      options={options}
      loadData={(selected) => void loadData(selected as AreaOption[])}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []) as string[])}
      changeOnSelect={false}
      placeholder={failed ? '行政区划加载失败，请刷新页面重试' : '请选择市、县（区）'}
      aria-label="所在地区"
      style={{ width: '100%' }}
    />
  );
}

/** The six-digit code of the chosen county (or city). */
export const areaCodeOf = (codes: readonly string[] | undefined) => codes?.[codes.length - 1] ?? '';
