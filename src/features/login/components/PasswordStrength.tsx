// Live strength meter under a new-password field, with the rule still unmet.
import { Progress, Typography } from 'antd';
import { checkPassword, type PasswordLevel } from '../logic/password-strength';
import './password-strength.css';

const LEVEL: Record<PasswordLevel, { percent: number; color: string; label: string }> = {
  weak: { percent: 33, color: '#cf1322', label: '弱' },
  medium: { percent: 66, color: '#d48806', label: '中' },
  strong: { percent: 100, color: '#389e0d', label: '强' },
};

export function PasswordStrength({ value }: { value: string }) {
  if (!value)
    return (
      <Typography.Text type="secondary" className="password-strength">
        密码须为 8–20 位，同时包含字母、数字和特殊字符
      </Typography.Text>
    );
  const { level, hint } = checkPassword(value);
  const shown = LEVEL[level];
  return (
    <div className="password-strength" aria-live="polite">
      <Progress percent={shown.percent} showInfo={false} strokeColor={shown.color} size="small" />
      <Typography.Text style={{ color: shown.color }}>密码强度：{shown.label}</Typography.Text>
      {hint && <Typography.Text type="secondary"> {hint}</Typography.Text>}
    </div>
  );
}
