// /toSelfBusiness without a function: the catalogue of business items on a
// self-service terminal in a service hall. Everything is a large button
// (64 px and more) that works by touch; nothing depends on hovering. 返回 goes
// one step back (a category or a search → the start), 回到首页 to the start.
// After three minutes without input (a countdown shows the last 30 s) the
// terminal returns to its start page for the next person and ends a login
// left behind.
import { ArrowLeftOutlined, HomeOutlined, LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { logout } from '../../../components/logout';
import { useIdleCountdown } from '../../../components/useIdleCountdown';
import { SELF_SERVICE_COUNTDOWN_MS, SELF_SERVICE_IDLE_MS } from '../../../config/app';
import { paths } from '../../../config/paths';
import { asksVisitorToLogIn, isOffline, type PortalFunction } from '../../../domain/function-access/flow';
import { useFunctionAccess } from '../../../domain/function-access/useFunctionAccess';
import { searchWords } from '../../../lib/function-search/search';
import { chooseServiceObject, home, SERVICE_OBJECTS, type ServiceObject } from '../../../stores/home';
import { isLoggedIn, session } from '../../../stores/session';
import { AsyncBlock } from '../components/AsyncBlock';
import { FunctionIcon } from '../components/FunctionIcon';
import { ALL_CATEGORY, filterCatalogue, HOT_CATEGORY, type CatalogueCategory } from './catalogue';
import './catalogue.css';
import { useBusinessCatalogue } from './useBusinessCatalogue';

type View = { kind: 'start' } | { kind: 'category'; code: string } | { kind: 'search'; query: string };

const SERVICE_OPTIONS: Array<{ value: ServiceObject; label: string }> = [
  { value: SERVICE_OBJECTS.person, label: '个人事项' },
  { value: SERVICE_OBJECTS.unit, label: '单位事项' },
];

function ItemButton({
  func,
  closeFuncList,
  checking,
  onOpen,
}: {
  func: PortalFunction;
  closeFuncList: readonly string[];
  checking: boolean;
  onOpen: () => void;
}) {
  const offline = isOffline(func, closeFuncList);
  const loggedIn = isLoggedIn(useSnapshot(session));
  const state = offline ? '暂停服务' : asksVisitorToLogIn(func, loggedIn) ? '需登录' : loggedIn ? '可办理' : '免登录';
  return (
    <button type="button" className={`kiosk-item${offline ? ' kiosk-item--offline' : ''}`} onClick={onOpen} aria-busy={checking}>
      <span className="kiosk-item__icon" aria-hidden="true">
        {checking ? <LoadingOutlined /> : <FunctionIcon name={func.icon} />}
      </span>
      <span className="kiosk-item__body">
        <span className="kiosk-item__name">{func.funcName}</span>
        <span className="kiosk-item__desc">{offline ? func.offlineTip || func.description : func.description}</span>
      </span>
      <span className={`kiosk-item__state${offline ? ' kiosk-item__state--offline' : ''}`}>{state}</span>
    </button>
  );
}

/** One visit of the terminal: remounted (everything forgotten) on 回到首页 and after the idle time. */
function KioskCatalogue({ onHome }: { onHome: () => void }) {
  const { serviceObject, areaCode, cityname } = useSnapshot(home);
  const { closeFuncList } = useSnapshot(session);
  const catalogue = useBusinessCatalogue(serviceObject, areaCode);
  const access = useFunctionAccess();
  const [view, setView] = useState<View>({ kind: 'start' });
  const [typed, setTyped] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (searchWords(typed).length > 0) setView({ kind: 'search', query: typed.trim() });
  };
  const back = () => {
    setView({ kind: 'start' });
    window.scrollTo(0, 0);
  };
  const items = (list: readonly PortalFunction[]) => (
    <div className="kiosk-items" role="group" aria-label="可办理的事项">
      {list.map((func) => (
        <ItemButton
          key={func.funcId}
          func={func}
          closeFuncList={closeFuncList}
          checking={access.pending === func.funcId}
          onOpen={() => void access.open(func)}
        />
      ))}
    </div>
  );

  const body = (categories: CatalogueCategory[]) => {
    if (view.kind === 'search') {
      const found = filterCatalogue(categories, { category: ALL_CATEGORY, query: view.query });
      return (
        <section aria-labelledby="kiosk-view-title">
          <h2 className="kiosk__view-title" id="kiosk-view-title">
            搜索“{view.query}”：找到 {found.length} 项
          </h2>
          {found.length === 0 ? <p className="kiosk__empty">没有找到相关事项，请点击“返回”换个说法再试，或按分类查找。</p> : items(found)}
        </section>
      );
    }
    if (view.kind === 'category') {
      const category = categories.find((candidate) => candidate.code === view.code);
      const list =
        view.code === HOT_CATEGORY ? filterCatalogue(categories, { category: HOT_CATEGORY, query: '' }) : (category?.functions ?? []);
      return (
        <section aria-labelledby="kiosk-view-title">
          <h2 className="kiosk__view-title" id="kiosk-view-title">
            {view.code === HOT_CATEGORY ? '热门事项' : (category?.name ?? '事项')}（{list.length} 项）
          </h2>
          {items(list)}
        </section>
      );
    }
    const hot = filterCatalogue(categories, { category: HOT_CATEGORY, query: '' });
    return (
      <>
        {hot.length > 0 && (
          <section aria-labelledby="kiosk-hot-title">
            <h2 className="kiosk__view-title" id="kiosk-hot-title">
              热门事项
            </h2>
            {items(hot)}
          </section>
        )}
        <section aria-labelledby="kiosk-categories-title">
          <h2 className="kiosk__view-title" id="kiosk-categories-title">
            按分类查找
          </h2>
          <div className="kiosk-categories">
            {categories.map((category) => (
              <button
                key={category.code}
                type="button"
                className="kiosk-category"
                onClick={() => setView({ kind: 'category', code: category.code })}
              >
                <span className="kiosk-category__name">{category.name}</span>
                <span className="kiosk-category__count">{category.functions.length} 项</span>
              </button>
            ))}
          </div>
        </section>
      </>
    );
  };

  return (
    <>
      <nav className="kiosk__bar" aria-label="自助终端导航">
        <button type="button" className="kiosk-button" onClick={back} disabled={view.kind === 'start'}>
          <ArrowLeftOutlined aria-hidden="true" /> 返回
        </button>
        <div className="kiosk__where">
          <h1 className="kiosk__title">自助终端办理</h1>
          <span className="kiosk__city">当前地区：{cityname}</span>
        </div>
        <button type="button" className="kiosk-button" onClick={onHome}>
          <HomeOutlined aria-hidden="true" /> 回到首页
        </button>
      </nav>
      <div className="kiosk__services" role="group" aria-label="服务对象">
        {SERVICE_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`kiosk-toggle${serviceObject === option.value ? ' kiosk-toggle--active' : ''}`}
            aria-pressed={serviceObject === option.value}
            onClick={() => {
              chooseServiceObject(option.value);
              setView({ kind: 'start' });
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      <form className="kiosk__search" role="search" onSubmit={search}>
        <input
          className="kiosk__search-input"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="输入事项名称，如“社保卡”"
          aria-label="搜索事项"
          enterKeyHint="search"
        />
        <button type="submit" className="kiosk-button kiosk-button--primary">
          <SearchOutlined aria-hidden="true" /> 搜索
        </button>
      </form>
      <AsyncBlock state={catalogue} isEmpty={(categories) => categories.length === 0} empty="该地区暂无可在本终端办理的事项" rows={6}>
        {body}
      </AsyncBlock>
      {access.dialogs}
    </>
  );
}

export function SelfServiceCatalogue() {
  const [visit, setVisit] = useState(0);
  const startAgain = () => {
    chooseServiceObject(SERVICE_OBJECTS.person);
    setVisit((value) => value + 1);
    window.scrollTo(0, 0);
  };
  const idle = useIdleCountdown({
    timeoutMs: SELF_SERVICE_IDLE_MS,
    warnMs: SELF_SERVICE_COUNTDOWN_MS,
    onIdle: () => {
      // The next person must not find the last one's login.
      if (isLoggedIn()) void logout(paths.home.toSelfBusiness);
      startAgain();
    },
  });

  return (
    <div className="portal-container kiosk">
      <KioskCatalogue key={visit} onHome={startAgain} />
      {idle.secondsLeft !== undefined && (
        <div className="kiosk__countdown" role="status">
          <span>
            长时间无操作，<strong>{idle.secondsLeft}</strong> 秒后将回到首页
          </span>
          <button type="button" className="kiosk-button kiosk-button--primary" onClick={idle.restart}>
            继续办理
          </button>
        </div>
      )}
    </div>
  );
}
