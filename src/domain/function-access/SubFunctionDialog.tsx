// A function with sub-functions (e.g. 职工参保增减员 by insurance type): the user picks one.
import { RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { ItemList, ItemRow } from '../../components/tables';
import { isOffline, type PortalFunction } from './flow';

export interface SubFunctionRequest {
  parent: PortalFunction;
  options: PortalFunction[];
  settle: (chosen: PortalFunction | undefined) => void;
}

export function SubFunctionDialog({ request, closeFuncList }: { request: SubFunctionRequest; closeFuncList: readonly string[] }) {
  const { parent, options, settle } = request;
  return (
    <Modal open title={`请选择要办理的事项：${parent.funcName}`} footer={null} onCancel={() => settle(undefined)} destroyOnHidden>
      <ItemList
        items={options}
        rowKey={(item) => item.funcId}
        renderItem={(item) => {
          const offline = isOffline(item, closeFuncList);
          return (
            <ItemRow>
              <Button type="text" block onClick={() => settle(item)} style={{ height: 'auto', padding: '8px 12px' }}>
                <Flex justify="space-between" align="center" style={{ width: '100%', textAlign: 'left' }} gap={12}>
                  <span>
                    <Typography.Text strong>{item.funcName}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                      {offline ? item.offlineTip || item.description : item.description}
                    </Typography.Text>
                  </span>
                  {offline ? <Tag>暂停服务</Tag> : <RightOutlined />}
                </Flex>
              </Button>
            </ItemRow>
          );
        }}
      />
    </Modal>
  );
}
