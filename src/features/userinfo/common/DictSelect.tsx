// A select whose options are one data dictionary (value = code, label = name).
// Form.Item hands it the field's id, so the field's label names it.
import { Select } from 'antd';
import { useDictionary, type DictCode } from '../../../domain/dictionary/useDictionary';

export interface DictSelectProps {
  code: DictCode;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

export function DictSelect({ code, id, value, onChange }: DictSelectProps) {
  const dictionary = useDictionary(code);
  return <Select id={id} value={value} onChange={onChange} placeholder="请选择" loading={dictionary.loading} options={dictionary.data} />;
}
