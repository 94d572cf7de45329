// The portal home (/index): choose person or unit services, then hot,
// classified and recommended functions, favourites, service notices, public
// queries and where to get help. Every function opens through the access checks.
import { CustomerServiceOutlined, EnvironmentOutlined, MessageOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getClassifiedFunctions } from '../../components/catalogue';
import { TabbedPanels } from '../../components/TabbedPanels';
import { tablesCode } from '../../components/tables-ahead';
import { useAsyncData } from '../../components/useAsyncData';
import { usePreloadWhenIdle } from '../../components/usePreloadWhenIdle';
import { DEFAULT_CITY_NAME, HELP_PHONE } from '../../config/app';
import { loginHref, paths } from '../../config/paths';
import { isOffline, type PortalFunction } from '../../domain/function-access/flow';
import { useFunctionAccess } from '../../domain/function-access/useFunctionAccess';
import { chooseServiceObject, home, SERVICE_OBJECTS } from '../../stores/home';
import { session } from '../../stores/session';
import { getHotFunctions, getRecommendedFunctions } from './api';
import { AsyncBlock } from './components/AsyncBlock';
import { FunctionTile } from './components/FunctionTile';
import { QueryLinks } from './components/QueryLinks';
import { Section } from './components/Section';
import { ServiceObjectSwitch } from './components/ServiceObjectSwitch';
import { UserCard } from './components/UserCard';
import './home.css';
import { useFavourites } from './useFavourites';
import { useHomeQuery } from './useHomeQuery';

const SERVICE_TIPS = [
  '首次办理请先注册账号并完成实名认证；单位请由法定代表人或授权经办人登录。',
  '可使用电子社保卡或江苏政务服务网账号直接登录本大厅。',
  '办理进度可在用户中心“我的办件”查看，办理结果支持邮寄送达。',
  `标注“暂停服务”的事项暂不能网上办理，可前往线下服务网点或拨打 ${HELP_PHONE} 咨询。`,
] as const;

function offlineNotices(lists: ReadonlyArray<readonly PortalFunction[] | undefined>, closeFuncList: readonly string[]) {
  const seen = new Map<string, PortalFunction>();
  for (const func of lists.flatMap((list) => list ?? [])) {
    if (isOffline(func, closeFuncList) && !seen.has(func.funcId)) seen.set(func.funcId, func);
  }
  return [...seen.values()];
}

export function HomePage() {
  usePreloadWhenIdle(tablesCode);
  useHomeQuery();
  const { serviceObject, areaCode, cityname } = useSnapshot(home);
  const { token, closeFuncList } = useSnapshot(session);
  const loggedIn = token !== '';
  const access = useFunctionAccess();
  const favourites = useFavourites(token);

  const hot = useAsyncData(`hot:${serviceObject}:${areaCode}`, () => getHotFunctions(serviceObject, areaCode));
  const classified = useAsyncData(`classified:${areaCode}`, () => getClassifiedFunctions(areaCode));
  const recommended = useAsyncData(`recommended:${token}:${serviceObject}:${areaCode}`, () =>
    getRecommendedFunctions(loggedIn, serviceObject, areaCode),
  );

  const categories = (classified.data ?? [])
    .map((category) => ({ ...category, functions: category.functions.filter((func) => func.serviceObject === serviceObject) }))
    .filter((category) => category.functions.length > 0);
  const notices = offlineNotices(
    [hot.data, recommended.data, favourites.state.data, classified.data?.flatMap((category) => category.functions)],
    closeFuncList,
  );

  const tile = (func: PortalFunction, compact = false) => (
    <FunctionTile
      key={func.funcId}
      func={func}
      compact={compact}
      closeFuncList={closeFuncList}
      checking={access.pending === func.funcId}
      onOpen={(chosen) => void access.open(chosen)}
      favourite={loggedIn ? favourites.ids.has(func.funcId) : undefined}
      onToggleFavourite={(chosen, favourite) => void favourites.toggle(chosen, favourite)}
    />
  );
  const serviceName = serviceObject === SERVICE_OBJECTS.unit ? '单位' : '个人';

  return (
    <div className="home">
      <div className="home-hero">
        <div className="portal-container home-hero__inner">
          <div className="home-hero__main">
            <h1 className="home-hero__title">{cityname === DEFAULT_CITY_NAME ? '江苏省' : cityname}人力资源和社会保障网上办事服务大厅</h1>
            <p className="home-hero__lead">足不出户办人社事，一网通办，让数据多跑路、群众少跑腿。</p>
            <ServiceObjectSwitch value={serviceObject} onChange={chooseServiceObject} />
          </div>
          <UserCard />
        </div>
      </div>

      <div className="portal-container home-body">
        <div className="home-grid">
          <div className="home-grid__wide">
            <Section title={`热门${serviceName}服务`} id="hot">
              <AsyncBlock state={hot} isEmpty={(list) => list.length === 0} empty="暂无热门服务">
                {(list) => <div className="function-grid">{list.map((func) => tile(func))}</div>}
              </AsyncBlock>
            </Section>
          </div>
          <div className="home-grid__narrow">
            <Section title="服务公告" id="notices" className="home-notices">
              {classified.loading || hot.loading ? (
                <Skeleton active title={false} paragraph={{ rows: 3 }} />
              ) : notices.length === 0 ? (
                <p className="home-notices__ok">当前各项网上服务运行正常。</p>
              ) : (
                <ul className="home-notices__list">
                  {notices.map((func) => (
                    <li key={func.funcId}>
                      <strong>{func.funcName}</strong>
                      <span>{func.offlineTip || '暂停服务，恢复时间另行通知'}</span>
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="home-notices__subtitle">办事提示</h3>
              <ol className="home-tips">
                {SERVICE_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            </Section>
          </div>

          <div className="home-grid__full">
            <Section
              title={`${serviceName}服务分类`}
              id="categories"
              extra={<span className="home-section__hint">当前地区：{cityname}</span>}
            >
              <AsyncBlock state={classified} isEmpty={() => categories.length === 0} empty={`该地区暂无${serviceName}服务事项`} rows={4}>
                {() => (
                  <TabbedPanels
                    label={`${serviceName}服务分类`}
                    variant="vertical"
                    className="home-categories"
                    items={categories.map((category) => ({
                      key: category.categoryCode,
                      label: (
                        <span>
                          {category.categoryName}
                          <span className="home-categories__count">{category.functions.length}</span>
                        </span>
                      ),
                      children: <div className="function-grid">{category.functions.map((func) => tile(func))}</div>,
                    }))}
                  />
                )}
              </AsyncBlock>
            </Section>
          </div>

          <div className="home-grid__half">
            <Section title={loggedIn ? '为您推荐' : '推荐服务'} id="recommended">
              <AsyncBlock state={recommended} isEmpty={(list) => list.length === 0} empty="暂无推荐服务">
                {(list) => <div className="function-list">{list.map((func) => tile(func, true))}</div>}
              </AsyncBlock>
            </Section>
          </div>
          <div className="home-grid__half">
            <Section title="我的收藏" id="favourites">
              {loggedIn ? (
                <AsyncBlock state={favourites.state} isEmpty={(list) => list.length === 0} empty="点击服务右上角的星标即可收藏常用服务">
                  {(list) => <div className="function-list">{list.map((func) => tile(func, true))}</div>}
                </AsyncBlock>
              ) : (
                <div className="home-favourites__guest">
                  <p>登录后可收藏常用服务，下次一键直达。</p>
                  <Link to={loginHref(paths.home.index)}>立即登录</Link>
                </div>
              )}
            </Section>
          </div>

          <div className="home-grid__wide">
            <Section title="公共查询" id="queries" extra={<span className="home-section__hint">无需登录</span>}>
              <QueryLinks />
            </Section>
          </div>
          <div className="home-grid__narrow">
            <Section title="服务渠道" id="channels">
              <ul className="help-list">
                <li>
                  <CustomerServiceOutlined aria-hidden="true" />
                  <span>
                    人社服务热线 <strong>{HELP_PHONE}</strong>
                    <small>工作日 8:30–17:30，政策咨询与业务指引</small>
                  </span>
                </li>
                <li>
                  <EnvironmentOutlined aria-hidden="true" />
                  <span>
                    <Link to={paths.service.electronicMap}>查找线下服务网点</Link>
                    <small>就近办理社保卡、参保登记等业务</small>
                  </span>
                </li>
                <li>
                  <MessageOutlined aria-hidden="true" />
                  <span>
                    <Link to={paths.feedback.feedback}>问题反馈</Link> · <Link to={paths.feedback.viewresults}>查看答复</Link>
                    <small>对网上办事的意见与建议</small>
                  </span>
                </li>
              </ul>
            </Section>
          </div>
        </div>
      </div>
      {access.dialogs}
    </div>
  );
}
