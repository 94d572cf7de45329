// A city of the province, or a county within it (basic dictionary/findByParent/area,
// loaded one level at a time). Filters accept either level, so the user may
// stop at the city. The form value is the chosen codes; the last one is sent.
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { api, isSuccess } from '../../../../../api';

const PROVINCE_CODE = '320000';

interface AreaNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaNode[];
}

/** Direct children with six-digit codes; counties (children of a city) end the tree. */
async function areasUnder(parentCode: string, leaves: boolean): Promise<AreaNode[] | undefined> {
  const { data } = await api.basic.POST('/dictionary/findByParent/area', { body: { parentCode } });
  if (!isSuccess(data)) return undefined;
  return data.map.list
    .filter((area) => area.code.length === 6)
    .map((area) => ({ value: area.code, label: area.name, isLeaf: leaves || area.isLeaf }));
}

export function AreaPicker({ value, onChange, id }: { value?: string[]; onChange?: (codes: string[]) => void; id?: string }) {
  const [cities, setCities] = useState<AreaNode[]>();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let mounted = true;
    void areasUnder(PROVINCE_CODE, false).then((nodes) => {
      if (!mounted) return;
      setCities(nodes ?? []);
      setUnavailable(nodes === undefined);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const expand = async (path: AreaNode[]) => {
    const city = path.at(-1);
    if (!city) return;
    const counties = await areasUnder(city.value, true);
    if (counties && counties.length > 0) city.children = counties;
    else city.isLeaf = true;
    setCities((nodes) => nodes && [...nodes]);
  };

  return (
    <Cascader<AreaNode>
      id={id}
      options={cities ?? []}
      loadData={(path) => void expand(path as AreaNode[])}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []) as string[])}
      changeOnSelect
      allowClear
      placeholder={unavailable ? '行政区划暂不可用，可不选' : '全省（可选市或县区）'}
    />
  );
}
