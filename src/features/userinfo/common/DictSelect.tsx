// A select whose options are one data dictionary (value = code, label = name).
import { Select } from 'antd';
import { useDictionary, type DictCode } from './dictionary';

export function DictSelect({ code, value, onChange }: { code: DictCode; value?: string; onChange?: (value: string) => void }) {
  const dictionary = useDictionary(code);
  return <Select value={value} onChange={onChange} placeholder="请选择" loading={dictionary.loading} options={dictionary.data} />;
}
