// 公共查询 (the main navigation's item): every public query of the portal, none
// of which needs a login, each with a line on what it finds.
import { QueryLinks } from './components/QueryLinks';
import { Section } from './components/Section';
import './public-pages.css';

export function PublicQueriesPage() {
  return (
    <div className="portal-container public-page">
      <header className="public-page__head">
        <h1 className="public-page__title">公共查询</h1>
        <p className="public-page__lead">以下查询均无需登录。涉及个人信息的查询须填写本人信息并通过滑块验证。</p>
      </header>
      <Section title="全部公共查询" id="queries">
        <QueryLinks described />
      </Section>
    </div>
  );
}
