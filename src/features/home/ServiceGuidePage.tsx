// 办事指南 (the main navigation's item): how an affair is handled online, step
// by step, and the city's items of the chosen service object by category — what
// each is for, whether it is open now, where to check its materials and where
// to handle it.
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getClassifiedFunctions } from '../../components/catalogue';
import { useAsyncData } from '../../components/useAsyncData';
import { HELP_PHONE } from '../../config/app';
import { businessHref, paths } from '../../config/paths';
import { asksVisitorToLogIn, isOffline } from '../../domain/function-access/flow';
import { chooseServiceObject, home, SERVICE_OBJECTS } from '../../stores/home';
import { isLoggedIn, session } from '../../stores/session';
import { AsyncBlock } from './components/AsyncBlock';
import { Section } from './components/Section';
import { ServiceObjectSwitch } from './components/ServiceObjectSwitch';
import './public-pages.css';
import { useHomeQuery } from './useHomeQuery';

const STEPS = [
  { title: '注册并实名认证', text: '个人用证件号码注册；单位由法定代表人或授权经办人注册登录。' },
  { title: '查找事项', text: '在业务办理中按分类查找，或在页首搜索事项名称。' },
  { title: '核对材料', text: '办理前在办事材料查询中核对所需材料，可打印清单。' },
  { title: '在线申请', text: '填写申请并上传材料；须本人办理的事项会请您完成人脸识别。' },
  { title: '查看进度', text: '在用户中心“我的办件”查看进度；待补正的办件按要求补充材料。' },
  { title: '领取结果', text: '办结后可在线查看结果，证件类结果可选择邮寄送达。' },
] as const;

export function ServiceGuidePage() {
  useHomeQuery();
  const { serviceObject, areaCode, cityname } = useSnapshot(home);
  const { token, closeFuncList } = useSnapshot(session);
  const loggedIn = isLoggedIn({ token });
  const classified = useAsyncData(`classified:${areaCode}`, () => getClassifiedFunctions(areaCode));
  const serviceName = serviceObject === SERVICE_OBJECTS.unit ? '单位' : '个人';
  const categories = (classified.data ?? [])
    .map((category) => ({ ...category, functions: category.functions.filter((func) => func.serviceObject === serviceObject) }))
    .filter((category) => category.functions.length > 0);

  return (
    <div className="portal-container public-page">
      <header className="public-page__head">
        <h1 className="public-page__title">办事指南</h1>
        <p className="public-page__lead">
          网上办理人社业务的步骤，以及{cityname}各项{serviceName}事项的说明。标注“暂停服务”的事项请前往线下服务网点或拨打 {HELP_PHONE}{' '}
          咨询。
        </p>
        <ServiceObjectSwitch value={serviceObject} onChange={chooseServiceObject} />
      </header>
      <Section title="办理步骤" id="steps">
        <ol className="guide-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              {step.text}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={`${serviceName}事项说明`} id="items" extra={<Link to={paths.query.materialquery}>办事材料查询</Link>}>
        <AsyncBlock state={classified} isEmpty={() => categories.length === 0} empty={`该地区暂无${serviceName}服务事项`} rows={6}>
          {() =>
            categories.map((category) => (
              <section key={category.categoryCode} aria-labelledby={`guide-${category.categoryCode}`}>
                <h3 id={`guide-${category.categoryCode}`}>{category.categoryName}</h3>
                <ul className="guide-items">
                  {category.functions.map((func) => {
                    const offline = isOffline(func, closeFuncList);
                    return (
                      <li key={func.funcId}>
                        <span className="guide-items__name">
                          {func.funcName}{' '}
                          {offline ? <Tag>暂停服务</Tag> : asksVisitorToLogIn(func, loggedIn) && <Tag color="blue">登录后办理</Tag>}
                        </span>
                        {!offline && (
                          <Link to={businessHref(func.funcId)} aria-label={`在线办理${func.funcName}`}>
                            在线办理
                          </Link>
                        )}
                        <span className="guide-items__about">{offline ? func.offlineTip || func.description : func.description}</span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          }
        </AsyncBlock>
      </Section>
    </div>
  );
}
