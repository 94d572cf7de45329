import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/LogoMark';
import { HELP_PHONE, ICP_RECORD, ORGANISER, PORTAL_NAME, PUBLIC_SECURITY_RECORD } from '../../config/app';
import { DEVELOPMENT_KEY } from '../../config/env';
import { paths } from '../../config/paths';
import './footer.css';

export function Footer() {
  return (
    <footer className="portal-footer no-print">
      <div className="portal-container portal-footer__inner">
        <div className="portal-footer__brand">
          <LogoMark size={44} />
          <div>
            <div className="portal-footer__name">
              {PORTAL_NAME}
              {DEVELOPMENT_KEY && (
                // A build with the mock gateway's development key (VITE_SM2_PUBLIC_KEY=dev) must never be deployed.
                <span className="portal-footer__dev-key" title="此版本使用模拟网关的开发密钥构建，不得部署到生产环境">
                  开发密钥
                </span>
              )}
            </div>
            <div className="portal-footer__hotline">
              咨询服务电话 <strong>{HELP_PHONE}</strong>（工作日 8:30–17:30）
            </div>
          </div>
        </div>
        <nav className="portal-footer__links" aria-label="网站信息">
          <Link to={paths.agreements.yhxy}>用户服务协议</Link>
          <Link to={paths.agreements.yszc}>隐私政策</Link>
          <Link to={paths.service.electronicMap}>服务网点</Link>
          <Link to={paths.feedback.feedback}>问题反馈</Link>
        </nav>
        <div className="portal-footer__records">
          <p>主办单位：{ORGANISER}</p>
          <p>
            {ICP_RECORD} <span className="portal-footer__sep">|</span> {PUBLIC_SECURITY_RECORD}
          </p>
          <p>建议使用 Chrome、Firefox、360 极速浏览器（极速模式），分辨率 1366×768 及以上</p>
        </div>
      </div>
    </footer>
  );
}
