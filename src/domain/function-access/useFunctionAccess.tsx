// Opens a function the way the portal must (see flow.ts): the screens call
// `open(func)` and render `dialogs` once.
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { useFeedback } from '../../components/feedback';
import { lazyComponent } from '../../components/lazy-chunk';
import { logout } from '../../components/logout';
import { followUrl } from '../../components/navigation';
import { isLoggedIn, session, userKindOf } from '../../stores/session';
import { runFunctionAccess, type AccessOutcome, type AccessUi, type PortalFunction } from './flow';
import type { SecondAuthRequest } from './SecondAuthDialog';
import type { SubFunctionRequest } from './SubFunctionDialog';

// The dialogs arrive when a function asks for one (the function stays marked
// busy meanwhile): the pages that list functions do not carry them.
const SecondAuthDialog = lazyComponent('SecondAuthDialog', () => import('./SecondAuthDialog').then((module) => module.SecondAuthDialog));
const SubFunctionDialog = lazyComponent('SubFunctionDialog', () =>
  import('./SubFunctionDialog').then((module) => module.SubFunctionDialog),
);

/** Shows a dialog kept in state and resolves with what the user settles on. */
function askThrough<Request, Value>(
  show: (request: Request | undefined) => void,
  build: (settle: (value: Value) => void) => Request,
): Promise<Value> {
  return new Promise((resolve) => {
    show(
      build((value) => {
        show(undefined);
        resolve(value);
      }),
    );
  });
}

export interface FunctionAccess {
  open: (func: PortalFunction) => Promise<AccessOutcome>;
  /** The funcId being checked, to show a spinner on its card. */
  pending: string | undefined;
  dialogs: ReactNode;
}

/** `replace`: jump pages replace themselves in the history, so "back" skips them. */
export function useFunctionAccess({ replace = false }: { replace?: boolean } = {}): FunctionAccess {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();
  const [subFunctions, setSubFunctions] = useState<SubFunctionRequest>();
  const [secondAuth, setSecondAuth] = useState<SecondAuthRequest>();

  const ui: AccessUi = {
    notice: (text) => {
      modal.warning({ title: '温馨提示', content: text, okText: '知道了' });
    },
    confirm: ({ title, content, okText }) =>
      new Promise((resolve) => {
        modal.confirm({ title, content, okText, cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
      }),
    chooseSubFunction: (parent, options) => askThrough(setSubFunctions, (settle) => ({ parent, options, settle })),
    secondAuth: (func, check) => askThrough(setSecondAuth, (settle) => ({ func, check, settle })),
  };

  const leaveFor = (url: string, name: string) => {
    // Opening a window needs a click of its own: the checks above were asynchronous.
    modal.confirm({
      title: '即将离开本站',
      content: `“${name}”由其他业务系统提供，将在新窗口中打开。`,
      okText: '前往办理',
      cancelText: '取消',
      onOk: () => {
        followUrl(url, { opening: 'new', source: 'service' });
      },
    });
  };

  const open = async (func: PortalFunction): Promise<AccessOutcome> => {
    setPending(func.funcId);
    try {
      const outcome = await runFunctionAccess(
        func,
        {
          loggedIn: isLoggedIn(),
          userKind: userKindOf(session.ident),
          closeFuncList: session.closeFuncList,
          origin: window.location.origin,
        },
        {
          api,
          ui,
          logout,
        },
      );
      if (outcome.kind === 'navigate') navigate(outcome.to, { replace });
      if (outcome.kind === 'external') leaveFor(outcome.url, func.funcName);
      return outcome;
    } finally {
      setPending(undefined);
    }
  };

  const dialogs = (
    <Suspense fallback={null}>
      {subFunctions && <SubFunctionDialog request={subFunctions} closeFuncList={session.closeFuncList} />}
      {secondAuth && <SecondAuthDialog request={secondAuth} />}
    </Suspense>
  );

  return { open, pending, dialogs };
}
