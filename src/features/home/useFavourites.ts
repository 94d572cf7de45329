// The logged-in user's favourite functions (getCollection), with add / cancel.
import { useMemo } from 'react';
import { toastRefusal } from '../../components/apiAnswer';
import { useFeedback } from '../../components/feedback';
import { useAsyncData } from '../../components/useAsyncData';
import type { PortalFunction } from '../../domain/function-access/flow';
import { getFavourites, setFavourite } from './api';

export function useFavourites(token: string) {
  const { message } = useFeedback();
  const state = useAsyncData(token ? `favourites:${token}` : null, getFavourites);
  const ids = useMemo(() => new Set((state.data ?? []).map((func) => func.funcId)), [state.data]);
  const { reload } = state;

  const toggle = async (func: PortalFunction, favourite: boolean) => {
    try {
      const text = await setFavourite(func.funcId, favourite);
      message.success(text);
      reload();
    } catch (error) {
      toastRefusal(error);
    }
  };

  return { state, ids, toggle };
}
