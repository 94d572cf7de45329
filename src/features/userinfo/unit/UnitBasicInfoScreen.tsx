// /unitcenter/basicinfo: the unit's basic information as the bureau holds it
// (queryBiUnitInfo, contact details masked) and this year's verification.
import { Descriptions, Flex, Typography } from 'antd';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import { paths } from '../../../config/paths';
import { VerificationStatusCard } from '../common/VerificationStatus';
import { UNIT_TYPES } from './unit-info';
import '../userinfo.css';

export async function loadBiUnitInfo() {
  return (await answerOf(api.channel.POST('/biVerification/queryBiUnitInfo', { body: {} }))).unitInfo;
}

/** A unit new to the portal has told the bureau no address or industry yet: the confirmation asks for them. */
const NOT_GIVEN = '未填写';

export function UnitBasicInfoScreen() {
  const unit = useAsyncData('bi-unit', loadBiUnitInfo);
  return (
    <div className="userinfo-screen">
      <Typography.Title level={3}>单位基本信息核验</Typography.Title>
      <Flex vertical gap={16}>
        <VerificationStatusCard agreement={paths.unitcenter.argee} />
        <Panel title="单位基本信息">
          <AsyncView state={unit} rows={6}>
            {(info) => (
              <Descriptions bordered size="small" column={PAIRS_PER_ROW}>
                <Descriptions.Item label="单位名称" span="filled">
                  {info.unitName}
                </Descriptions.Item>
                <Descriptions.Item label="统一社会信用代码">{info.socialCreditCode}</Descriptions.Item>
                <Descriptions.Item label="单位类型">{UNIT_TYPES[info.unitType]}</Descriptions.Item>
                <Descriptions.Item label="法定代表人">{info.legalPersonName}</Descriptions.Item>
                <Descriptions.Item label="法定代表人证件号码">{info.legalPersonIdCardMasked}</Descriptions.Item>
                <Descriptions.Item label="注册地址" span="filled">
                  {info.registeredAddress || NOT_GIVEN}
                </Descriptions.Item>
                <Descriptions.Item label="经营地址" span="filled">
                  {info.businessAddress || NOT_GIVEN}
                  {info.postalCode && `（邮编 ${info.postalCode}）`}
                </Descriptions.Item>
                <Descriptions.Item label="所属行业">{info.industryCode || NOT_GIVEN}</Descriptions.Item>
                <Descriptions.Item label="在职职工人数">{info.staffCount} 人</Descriptions.Item>
                <Descriptions.Item label="社保联系人">{info.contactName}</Descriptions.Item>
                <Descriptions.Item label="联系人手机">{info.contactPhoneMasked}</Descriptions.Item>
                <Descriptions.Item label="上次核验" span="filled">
                  {info.lastVerifyDate ?? '尚未核验'}
                </Descriptions.Item>
              </Descriptions>
            )}
          </AsyncView>
        </Panel>
      </Flex>
    </div>
  );
}
