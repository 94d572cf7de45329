// The control of one application-form field, chosen by its type (FormField.type).
import { Checkbox, Input, InputNumber, Radio, Select } from 'antd';
import { DatePicker } from '../../../../components/DatePicker';
import { AreaCascader } from '../../../../domain/area/AreaCascader';
import type { FormField } from './formFields';

/**
 * Props antd's Form.Item hands to its child at run time. Their types depend on
 * the control, so they are passed through untyped (`never` fits every control).
 */
interface ControlProps {
  id?: string;
  value?: never;
  onChange?: never;
}

export function FieldInput({ field, ...control }: { field: FormField } & ControlProps) {
  const common = { ...control, disabled: field.readonly, placeholder: field.placeholder };
  const options = field.options ?? [];
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} maxLength={field.maxLength} showCount={field.maxLength !== undefined} />;
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...common} placeholder={field.placeholder ?? '请选择日期'} style={{ width: '100%' }} />;
    case 'select':
      return <Select {...common} placeholder={field.placeholder ?? '请选择'} options={options} showSearch optionFilterProp="label" />;
    case 'radio':
      return <Radio.Group {...control} disabled={field.readonly} options={options} />;
    case 'checkbox':
      return <Checkbox.Group {...control} disabled={field.readonly} options={options} />;
    case 'area':
      return <AreaCascader {...control} disabled={field.readonly} />;
    case 'idCard':
      return <Input {...common} maxLength={18} autoComplete="off" />;
    case 'cellphone':
      return <Input {...common} maxLength={11} inputMode="numeric" autoComplete="tel" />;
    default:
      return <Input {...common} maxLength={field.maxLength} />;
  }
}
