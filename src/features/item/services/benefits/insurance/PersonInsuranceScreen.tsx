// The insured status of a logged-in person, for one or every insurance type.
import { Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { InsuranceTypeFilter, Insured, type InsuranceType } from './shared';

export function PersonInsuranceScreen() {
  const [insuranceType, setInsuranceType] = useState<InsuranceType>();
  const insured = useAsyncData(`insured:${insuranceType ?? ''}`, () =>
    answerOf(api.businessCenter.POST('/personInsuranceQuery', { body: insuranceType ? { insuranceType } : {} })),
  );
  return (
    <>
      <Space className="benefit-filters no-print" wrap>
        <InsuranceTypeFilter value={insuranceType} onChange={setInsuranceType} />
      </Space>
      <AsyncView state={insured} isEmpty={(data) => data.list.length === 0} empty="未查询到参保记录">
        {(data) => <Insured person={data} list={data.list} />}
      </AsyncView>
    </>
  );
}
