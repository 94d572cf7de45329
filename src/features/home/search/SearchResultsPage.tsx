// /search?q=…: every function of the visitor's city that the header search
// finds (src/lib/function-search), best match first, person and unit services
// apart (the visitor's current side first), each as the home page shows it —
// its state, 需登录 for a visitor — and opened through the access checks. A
// search that finds nothing says so, with how to search, where the bureau does
// not handle what was asked, and the hot services.
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getAllFunctions } from '../../../components/catalogue';
import { useAsyncData } from '../../../components/useAsyncData';
import { paths, SEARCH_PARAM } from '../../../config/paths';
import type { PortalFunction } from '../../../domain/function-access/flow';
import { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { handledElsewhere, searchFunctions } from '../../../lib/function-search/search';
import { home, SERVICE_OBJECTS, type ServiceObject } from '../../../stores/home';
import { session } from '../../../stores/session';
import { AsyncBlock } from '../components/AsyncBlock';
import { FunctionGrid } from '../components/FunctionGrid';
import { Section } from '../components/Section';
import '../home.css';
import './search.css';

const GROUPS: Record<ServiceObject, { id: string; title: string }> = {
  [SERVICE_OBJECTS.person]: { id: 'search-person', title: '个人服务' },
  [SERVICE_OBJECTS.unit]: { id: 'search-unit', title: '单位服务' },
};

export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_PARAM) ?? '').trim();
  const { areaCode, cityname, serviceObject } = useSnapshot(home);
  const { closeFuncList } = useSnapshot(session);
  const access = useFunctionAccess();
  const catalogue = useAsyncData(`search-catalogue:${areaCode}`, () => getAllFunctions(areaCode));

  const tiles = (list: readonly PortalFunction[]) => <FunctionGrid functions={list} access={access} closeFuncList={closeFuncList} />;
  // The visitor's side of the catalogue first.
  const sides: ServiceObject[] =
    serviceObject === SERVICE_OBJECTS.unit
      ? [SERVICE_OBJECTS.unit, SERVICE_OBJECTS.person]
      : [SERVICE_OBJECTS.person, SERVICE_OBJECTS.unit];

  return (
    <div className="portal-container search-page">
      <h1 className="search-page__title">{query ? `“${query}”的搜索结果` : '搜索服务事项'}</h1>
      <AsyncBlock state={catalogue} isEmpty={() => false} empty={null} rows={6}>
        {(all) => {
          const found = searchFunctions(all, query);
          const groups = sides
            .map((side) => ({ side, list: found.filter((func) => func.serviceObject === side) }))
            .filter((group) => group.list.length > 0);
          if (groups.length === 0) {
            const hot = all.filter((func) => func.hot && func.serviceObject === serviceObject);
            return (
              <>
                <div className="search-page__none">
                  <p className="search-page__summary" role="status">
                    {query ? `在${cityname}未找到与“${query}”相关的服务。` : '请在页面上方的搜索框中输入要办理的事项。'}
                  </p>
                  <ul className="search-page__hints">
                    {handledElsewhere(query).map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                    <li>
                      可以输入事项名称中的词（如“参保证明”）、常用简称（如“社保卡”“失业金”）或拼音首字母（如“sbk”），多个词用空格分开。
                    </li>
                    <li>
                      也可以在<Link to={paths.home.tobusiness}>业务办理</Link>中按分类查找全部事项。
                    </li>
                  </ul>
                </div>
                {hot.length > 0 && (
                  <Section title={`热门${GROUPS[serviceObject].title}`} id="search-hot">
                    {tiles(hot)}
                  </Section>
                )}
              </>
            );
          }
          return (
            <>
              <p className="search-page__summary" role="status">
                在{cityname}找到 {found.length} 项服务：
                {groups.map((group) => `${GROUPS[group.side].title} ${group.list.length} 项`).join('，')}。请选择要办理的事项。
              </p>
              {groups.map((group) => (
                <Section
                  key={group.side}
                  id={GROUPS[group.side].id}
                  title={GROUPS[group.side].title}
                  extra={<span className="home-section__hint">{group.list.length} 项</span>}
                >
                  {tiles(group.list)}
                </Section>
              ))}
            </>
          );
        }}
      </AsyncBlock>
      {access.dialogs}
    </div>
  );
}
