// /tobusiness without a function: the catalogue of business items to choose
// from — person or unit, a search over names, descriptions and item codes,
// the categories of the city's classified catalogue. Choosing an item runs the
// portal's access checks (useFunctionAccess), as on the home page.
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SearchInput } from '../../../components/inputs';
import { TabPanel, TabStrip, useTabIds } from '../../../components/TabStrip';
import { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { searchWords } from '../../../lib/function-search/search';
import { chooseServiceObject, home, SERVICE_OBJECTS, type ServiceObject } from '../../../stores/home';
import { session } from '../../../stores/session';
import { AsyncBlock } from '../components/AsyncBlock';
import { FunctionGrid } from '../components/FunctionGrid';
import { ServiceObjectSwitch } from '../components/ServiceObjectSwitch';
import { useHomeQuery } from '../useHomeQuery';
import { ALL_CATEGORY, filterCatalogue, HOT_CATEGORY, type CatalogueCategory } from './catalogue';
import './catalogue.css';
import { useBusinessCatalogue } from './useBusinessCatalogue';

function categoryTabs(categories: readonly CatalogueCategory[]) {
  const count = (n: number) => <span className="catalogue__count">{n}</span>;
  const all = categories.flatMap((category) => category.functions);
  return [
    { key: ALL_CATEGORY, label: <>全部{count(all.length)}</> },
    { key: HOT_CATEGORY, label: <>热门{count(all.filter((func) => func.hot).length)}</> },
    ...categories.map((category) => ({
      key: category.code,
      label: (
        <>
          {category.name}
          {count(category.functions.length)}
        </>
      ),
    })),
  ];
}

export function BusinessCatalogue() {
  // ?serviceObject= (the navigation's 个人办事 / 单位办事) and ?areaCode= choose what is shown.
  useHomeQuery();
  const { serviceObject, areaCode, cityname } = useSnapshot(home);
  const { closeFuncList } = useSnapshot(session);
  const catalogue = useBusinessCatalogue(serviceObject, areaCode);
  const access = useFunctionAccess();
  const [category, setCategory] = useState<string>(ALL_CATEGORY);
  const [query, setQuery] = useState('');
  const idPrefix = useTabIds();
  const serviceName = serviceObject === SERVICE_OBJECTS.unit ? '单位' : '个人';
  const searching = searchWords(query).length > 0;

  const switchService = (value: ServiceObject) => {
    chooseServiceObject(value);
    setCategory(ALL_CATEGORY);
  };

  return (
    <div className="portal-container catalogue">
      <header className="catalogue__head">
        <h1 className="catalogue__title">业务办理</h1>
        <p className="catalogue__lead">选择要办理的事项：可按服务对象和分类查找，或直接搜索事项名称。当前地区：{cityname}</p>
        <ServiceObjectSwitch value={serviceObject} onChange={switchService} />
      </header>
      <div className="catalogue__search">
        <SearchInput
          allowClear
          size="large"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onSearch={setQuery}
          placeholder={`搜索${serviceName}事项，如“社保卡”“参保证明”`}
          aria-label="搜索事项"
          enterButton="搜索"
        />
      </div>
      <AsyncBlock state={catalogue} isEmpty={(categories) => categories.length === 0} empty={`该地区暂无${serviceName}服务事项`} rows={6}>
        {(categories) => {
          const tabs = categoryTabs(categories);
          // A category of another city or service object is not there: show them all.
          const active = tabs.some((tab) => tab.key === category) ? category : ALL_CATEGORY;
          const shown = filterCatalogue(categories, { category: active, query });
          const results = (
            <>
              <p className="catalogue__summary" role="status">
                {searching ? `搜索“${query.trim()}”：找到 ${shown.length} 项${serviceName}事项` : `共 ${shown.length} 项`}
              </p>
              {shown.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searching ? '没有找到相关事项，请换个说法再试' : '该分类暂无事项'}>
                  {searching && <Button onClick={() => setQuery('')}>清除搜索</Button>}
                </Empty>
              ) : (
                <FunctionGrid functions={shown} access={access} closeFuncList={closeFuncList} label="可办理的事项" />
              )}
            </>
          );
          // A search looks in every category, so the categories step aside while it is on.
          if (searching) return results;
          return (
            <>
              <TabStrip
                label={`${serviceName}事项分类`}
                variant="segmented"
                idPrefix={idPrefix}
                items={tabs}
                activeKey={active}
                onChange={setCategory}
                className="catalogue__categories"
              />
              <TabPanel idPrefix={idPrefix} tabKey={active}>
                {results}
              </TabPanel>
            </>
          );
        }}
      </AsyncBlock>
      {access.dialogs}
    </div>
  );
}
