// /electronicMap: the human-resources and social-security service halls of a
// city (query/serviceHalls) as a list beside an offline map of the province;
// choosing a hall in either shows its address, hours, phone and services.
import { AimOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Flex, Input, Select, Tag, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { Panel } from '../../../../components/Panel';
import { useAsyncData } from '../../../../components/useAsyncData';
import { home } from '../../../../stores/home';
import { AREA_OPTIONS, areaName, PROVINCE } from '../jiangsu';
import { QueryLayout } from '../QueryLayout';
import { boxAround, project, PROVINCE_BOX } from './geography';
import { ProvinceMap } from './ProvinceMap';
import './service-map.css';

type Hall = components['schemas']['ServiceHall'];

/** The contract's largest page: a city's halls fit on one map. */
const HALLS_PER_PAGE = 100;

export function hallsOffering(halls: readonly Hall[], service: string | undefined): Hall[] {
  return service ? halls.filter((hall) => hall.services.includes(service)) : [...halls];
}

export function servicesOf(halls: readonly Hall[]): string[] {
  return [...new Set(halls.flatMap((hall) => hall.services))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

function HallDetail({ hall }: { hall: Hall | undefined }) {
  if (!hall) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="在列表或地图上选择一个网点查看详情" />;
  return (
    <>
      <Typography.Title level={5} className="hall-detail__name">
        {hall.hallName}
      </Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="地址">{hall.address}</Descriptions.Item>
        <Descriptions.Item label="咨询电话">
          <a href={`tel:${hall.phone}`}>
            <PhoneOutlined /> {hall.phone}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label="办公时间">{hall.openingHours}</Descriptions.Item>
        <Descriptions.Item label="所在区县">{hall.areaName}</Descriptions.Item>
        <Descriptions.Item label="可办理服务">
          <Flex wrap gap={4}>
            {hall.services.map((service) => (
              <Tag key={service} color="blue">
                {service}
              </Tag>
            ))}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

interface HallListProps {
  halls: readonly Hall[];
  selected: string | undefined;
  onSelect: (hallId: string) => void;
}

/** The halls as buttons; the arrow keys move between them. */
function HallList({ halls, selected, onSelect }: HallListProps) {
  const list = useRef<HTMLUListElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const next = halls[index + step];
    if (step === 0 || !next) return;
    event.preventDefault();
    onSelect(next.hallId);
    list.current?.querySelectorAll('button')[index + step]?.focus();
  };
  return (
    <ul className="hall-list" ref={list} aria-label="服务网点列表">
      {halls.map((hall, index) => (
        <li key={hall.hallId}>
          <button
            type="button"
            className={`hall-list__item${hall.hallId === selected ? ' hall-list__item--chosen' : ''}`}
            aria-pressed={hall.hallId === selected}
            onClick={() => onSelect(hall.hallId)}
            onKeyDown={(event) => move(event, index)}
          >
            <span className="hall-list__name">{hall.hallName}</span>
            <span className="hall-list__address">
              <EnvironmentOutlined /> {hall.areaName} · {hall.address}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function HallsView({
  halls,
  total,
  areaCode,
  onSelectCity,
}: {
  halls: Hall[];
  total: number;
  areaCode: string;
  onSelectCity: (code: string) => void;
}) {
  const [service, setService] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [wholeProvince, setWholeProvince] = useState(false);
  const shown = hallsOffering(halls, service);
  // The first hall is shown until the user picks one.
  const selected = shown.find((hall) => hall.hallId === chosen) ?? shown[0];
  const view = wholeProvince ? PROVINCE_BOX : boxAround(shown.map((hall) => project([hall.longitude, hall.latitude])));

  return (
    <div className="hall-map">
      <Panel
        className="hall-map__list"
        size="small"
        title={`${areaName(areaCode) ?? ''}服务网点（${shown.length}）`}
        extra={
          <Select
            aria-label="按可办理服务筛选"
            allowClear
            size="small"
            placeholder="全部服务"
            style={{ width: 140 }}
            value={service}
            onChange={setService}
            options={servicesOf(halls).map((name) => ({ value: name, label: name }))}
          />
        }
      >
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可办理该服务的网点" />
        ) : (
          <HallList halls={shown} selected={selected?.hallId} onSelect={setChosen} />
        )}
        {total > halls.length && (
          <Typography.Paragraph type="secondary" className="hall-map__more">
            共 {total} 个网点，已显示前 {halls.length} 个，请输入关键字缩小范围。
          </Typography.Paragraph>
        )}
      </Panel>
      <Panel
        className="hall-map__canvas"
        size="small"
        title="网点分布"
        extra={
          <Button size="small" icon={<AimOutlined />} onClick={() => setWholeProvince((previous) => !previous)}>
            {wholeProvince ? '回到网点' : '查看全省'}
          </Button>
        }
      >
        <ProvinceMap
          halls={shown}
          selected={selected?.hallId}
          view={view}
          areaCode={areaCode}
          onSelectHall={setChosen}
          onSelectCity={onSelectCity}
        />
      </Panel>
      <Panel className="hall-map__detail" size="small" title="网点详情">
        <HallDetail hall={selected} />
      </Panel>
    </div>
  );
}

export function ServiceMapPage() {
  const { areaCode: homeArea } = useSnapshot(home);
  const [areaCode, setAreaCode] = useState(areaName(homeArea) ? homeArea : PROVINCE.code);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const halls = useAsyncData(`halls:${areaCode}:${keyword}`, () =>
    answerOf(
      api.businessCenter.POST('/query/serviceHalls', {
        body: { areaCode, ...(keyword ? { keyword } : {}), pageNum: 1, pageSize: HALLS_PER_PAGE },
      }),
    ),
  );

  const filters = (
    <Flex gap={12} wrap align="end">
      <label className="hall-filter">
        <span>城市</span>
        <Select aria-label="城市" className="hall-filter__city" value={areaCode} onChange={setAreaCode} options={AREA_OPTIONS} />
      </label>
      <label className="hall-filter hall-filter--wide">
        <span>网点名称或地址</span>
        <Input.Search
          aria-label="网点名称或地址"
          placeholder="如：鼓楼、云南北路"
          allowClear
          maxLength={50}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setKeyword(value.trim())}
          enterButton="查找"
        />
      </label>
    </Flex>
  );

  return (
    <QueryLayout
      title="人社服务网点地图"
      intro="查找全省人力资源社会保障服务大厅和社保卡服务网点的地址、电话、办公时间与可办理的服务。"
      notes={[
        '选择城市后，可在列表或地图上点选网点；地图上点击城市名可切换城市。',
        '列表中可用上下方向键切换网点，回车或空格选中地图上的网点。',
        '前往办理前建议先电话咨询，节假日办公时间以网点公告为准。',
      ]}
      form={filters}
    >
      <AsyncView state={halls} rows={8} isEmpty={(data) => data.list.length === 0} empty="该地区暂无符合条件的服务网点，可更换城市或关键字">
        {(data) => (
          <HallsView key={`${areaCode}:${keyword}`} halls={data.list} total={data.total} areaCode={areaCode} onSelectCity={setAreaCode} />
        )}
      </AsyncView>
    </QueryLayout>
  );
}
