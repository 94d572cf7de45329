// Who the legal-person dialogs of 账户安全 ask to act: the unit's legal person
// and the phone their SMS checks go to, as unitBase/getUnitInfo names them.
import { Descriptions } from 'antd';
import { PAIRS_PER_ROW } from '../../../components/descriptions';

export interface LegalPerson {
  name: string;
  cellphoneMasked: string;
}

export function LegalPersonSummary({ legalPerson }: { legalPerson: LegalPerson }) {
  return (
    <Descriptions column={PAIRS_PER_ROW} size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label="法定代表人">{legalPerson.name}</Descriptions.Item>
      <Descriptions.Item label="法定代表人手机">{legalPerson.cellphoneMasked}</Descriptions.Item>
    </Descriptions>
  );
}
