// /gohome: the entry every "/" visit passes. Records the channel a partner
// link names (channelType, source), then opens the main page.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { session, setChannel, userKindOf } from '../../../stores/session';
import { goHomeTarget } from './goHomeTarget';

export function GoHomePage() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const channelType = params.get('channelType');
    const source = params.get('source');
    if (channelType || source) setChannel(channelType ?? session.channelType, source ?? session.source);
    navigate(goHomeTarget(search, userKindOf(session.ident)), { replace: true });
  }, [search, navigate]);

  return <PageLoading />;
}
