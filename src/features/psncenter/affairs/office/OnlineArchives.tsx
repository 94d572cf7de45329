// The electronic archives formed from the user's finished cases, by year and keyword.
import { Input, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { CASE_PAGE_SIZE, KEYWORD_MAX_LENGTH } from './query';

const RETENTION = { permanent: '永久', '30y': '30 年', '10y': '10 年' } as const;
const FIRST_ARCHIVE_YEAR = 2000;

export function OnlineArchives() {
  const [keyword, setKeyword] = useState('');
  const [year, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const body = {
    pageNum: page,
    pageSize: CASE_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(year ? { archiveYear: year } : {}),
  };
  const archives = useAsyncData(`archives:${JSON.stringify(body)}`, () =>
    answerOf(api.affair.POST('/archive/online/archives/list', { body })),
  );

  return (
    <>
      <Space className="affairs-filters" wrap>
        <Input.Search
          allowClear
          placeholder="档案题名、档号或事项名称"
          maxLength={KEYWORD_MAX_LENGTH}
          style={{ width: 280 }}
          aria-label="档案关键字"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <InputNumber<number>
          placeholder="归档年度"
          aria-label="归档年度"
          min={FIRST_ARCHIVE_YEAR}
          max={new Date().getFullYear()}
          precision={0}
          value={year}
          onChange={(value) => {
            setYear(value);
            setPage(1);
          }}
          style={{ width: 130 }}
        />
      </Space>
      <AsyncView state={archives} rows={5}>
        {(data) => (
          <Table
            rowKey="archiveId"
            dataSource={data.list}
            locale={{ emptyText: '暂无电子档案' }}
            pagination={pageTurning({ current: data.pageNum, pageSize: CASE_PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              { title: '档号', dataIndex: 'archiveNo', width: 190 },
              { title: '档案题名', dataIndex: 'archiveName' },
              { title: '办件编号', dataIndex: 'caseNo', width: 200 },
              { title: '归档部门', dataIndex: 'departmentName', width: 180 },
              { title: '归档日期', dataIndex: 'archiveDate', width: 110 },
              { title: '文件数', dataIndex: 'fileCount', width: 70 },
              {
                title: '保管期限',
                dataIndex: 'retentionPeriod',
                width: 90,
                render: (value: keyof typeof RETENTION) => <Tag>{RETENTION[value]}</Tag>,
              },
            ]}
          />
        )}
      </AsyncView>
    </>
  );
}
