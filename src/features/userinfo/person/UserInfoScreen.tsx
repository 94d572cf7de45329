// /center/userinfo, "个人资料": who the user is at a glance and the shared
// information (education, professional titles, skill certificates) they keep.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { AsyncView } from '../../../components/AsyncView';
import { Panel } from '../../../components/Panel';
import { paths } from '../../../config/paths';
import { usePersonInfo } from './BasicInfo';
import { ShareInfo } from './ShareInfo';
import '../userinfo.css';

function ProfileCard() {
  const info = usePersonInfo();
  return (
    <Panel>
      <AsyncView state={info} rows={2}>
        {(person) => (
          <Flex gap={20} align="center" wrap>
            <Avatar size={64} icon={<UserOutlined />} className="userinfo-avatar" />
            <Flex vertical gap={4} style={{ flex: 1 }}>
              <Space>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  {person.name}
                </Typography.Text>
                {person.insured ? <Tag color="success">{person.insuredAreaName ?? '本省'}参保</Tag> : <Tag>未在本省参保</Tag>}
              </Space>
              <Typography.Text type="secondary">
                证件号码 {person.idCardNoMasked}
                {'\u3000'}手机号码 {person.cellphoneMasked}
              </Typography.Text>
            </Flex>
            <Link to={paths.center.personInfo}>
              <Button>查看和修改基本信息</Button>
            </Link>
          </Flex>
        )}
      </AsyncView>
    </Panel>
  );
}

export function UserInfoScreen() {
  return (
    <div className="userinfo-screen">
      <Typography.Title level={3}>个人资料</Typography.Title>
      <Flex vertical gap={16}>
        <ProfileCard />
        <Panel title="共享信息">
          <Typography.Paragraph type="secondary">
            登记的学历、职称和技能证书经您同意后可在办理人才、补贴等业务时直接引用，无需重复提交证明材料。
          </Typography.Paragraph>
          <ShareInfo />
        </Panel>
      </Flex>
    </div>
  );
}
