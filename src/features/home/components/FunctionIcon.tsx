// The catalogue names icons (`credit-card`, `printer`…); these are the ones it uses.
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  FundOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScanOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'credit-card': CreditCardOutlined,
  'file-text': FileTextOutlined,
  fund: FundOutlined,
  notification: NotificationOutlined,
  printer: PrinterOutlined,
  read: ReadOutlined,
  rocket: RocketOutlined,
  safety: SafetyOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  scan: ScanOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  wallet: WalletOutlined,
};

export function FunctionIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
