// 个人服务 / 单位服务: which half of the catalogue the home page and the catalogue of business items show.
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTabKeys } from '../../../components/TabStrip';
import { SERVICE_OBJECTS, type ServiceObject } from '../../../stores/home';
import './service-switch.css';

const OPTIONS: Array<{ value: ServiceObject; label: string; hint: string; icon: ReactNode }> = [
  { value: SERVICE_OBJECTS.person, label: '个人服务', hint: '社保查询 · 社保卡 · 就业创业 · 职业资格', icon: <UserOutlined /> },
  { value: SERVICE_OBJECTS.unit, label: '单位服务', hint: '参保登记 · 增减员 · 用工备案 · 招聘发布', icon: <BankOutlined /> },
];

const VALUES = OPTIONS.map((option) => option.value);

export function ServiceObjectSwitch({ value, onChange }: { value: ServiceObject; onChange: (value: ServiceObject) => void }) {
  const { onKeyDown, tabRef } = useTabKeys(VALUES, value, onChange);
  return (
    <div className="service-switch" role="tablist" aria-label="服务对象" onKeyDown={onKeyDown}>
      {OPTIONS.map((option, index) => (
        <button
          key={option.value}
          ref={tabRef(index)}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          tabIndex={value === option.value ? 0 : -1}
          className={`service-switch__option${value === option.value ? ' service-switch__option--active' : ''}`}
          onClick={() => onChange(option.value)}
        >
          <span className="service-switch__icon" aria-hidden="true">
            {option.icon}
          </span>
          <span>
            <span className="service-switch__label">{option.label}</span>
            <span className="service-switch__hint">{option.hint}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
