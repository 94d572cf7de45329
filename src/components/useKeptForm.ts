// The one way a form keeps what the user typed (docs/client.md, "What a form keeps"):
// when the session runs out under it (a 401), its values are kept for the same user
// and route and come back, with a notice, after the user logs in again; a long form
// (`draft`) also keeps a draft while the user types, so a reload or a step back and
// forward finds it again. `clear()` once the form went through.
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { holdsDates, revivedValues } from '../lib/kept-values';
import { dropKeptForm, keepForm, keptForm, keptFormNames, registerOpenForm, type KeptReason } from '../stores/kept-forms';
import { useFeedback } from './feedback';

export interface KeptFormOptions {
  /** The form's name on its route; a dialog names what it edits (`address:new`, `address:<id>`). */
  name: string;
  /** Keep a draft on every change (long forms), not only when the session runs out. */
  draft?: boolean;
}

export interface KeptFormHandle {
  /** Give to the Form's `onValuesChange` (after the form's own handling, if any). */
  onValuesChange: () => void;
  /** The form went through: forget its kept values. */
  clear: () => void;
}

export const RESTORED_NOTICES: Record<KeptReason, string> = {
  expired: '已恢复您登录超时前填写的内容，请核对后再提交',
  draft: '已恢复您上次未提交的填写内容，请核对后再提交',
};

/** Stored values as the form's again: dates (stored as text) through dayjs, fetched only when there is one. */
async function restoredValues(values: unknown): Promise<unknown> {
  if (!holdsDates(values)) return revivedValues(values, (iso) => iso);
  const { default: dayjs } = await import('dayjs');
  return revivedValues(values, (iso) => dayjs(iso));
}

export function useKeptForm<Values>(form: FormInstance<Values>, { name, draft = false }: KeptFormOptions): KeptFormHandle {
  const route = useRoute();
  const { message } = useFeedback();
  /** Restored values count as typed: a second expiry keeps them again. */
  const holdsTyped = useRef(false);

  useEffect(
    () =>
      registerOpenForm(route, name, () =>
        holdsTyped.current || form.isFieldsTouched() ? (form.getFieldsValue(true) as unknown) : undefined,
      ),
    [form, route, name],
  );

  useEffect(() => {
    const kept = keptForm(route, name);
    if (!kept) return undefined;
    let current = true;
    void restoredValues(kept.values).then((values) => {
      if (!current) return;
      form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
      holdsTyped.current = true;
      // A draft stays until the form goes through; values kept at an expiry are handed back once.
      if (!draft) dropKeptForm(route, name);
      void message.info(RESTORED_NOTICES[kept.reason]);
    });
    return () => {
      current = false;
    };
  }, [form, route, name, draft, message]);

  const onValuesChange = useCallback(() => {
    holdsTyped.current = true;
    if (draft) keepForm(route, name, form.getFieldsValue(true), 'draft');
  }, [form, route, name, draft]);

  const clear = useCallback(() => {
    holdsTyped.current = false;
    dropKeptForm(route, name);
  }, [route, name]);

  return { onValuesChange, clear };
}

/** The name a dialog's kept form goes by: what it edits under the screen's name for it (`address:new`, `address:<id>`). */
export function keptDialogName(dialog: string, editing: string | undefined): string {
  return `${dialog}:${editing ?? NEW}`;
}
const NEW = 'new';

/**
 * A screen whose form is in a dialog opens the dialog again when its form was kept on this
 * route (the session ran out under it, or a draft before a reload): `reopened` is what the
 * dialog edited (`'new'` or an id), until the user closes it (`dismiss`). Reads storage in the
 * first render, so for screens that are not prerendered (the centres').
 */
export function useReopenedDialog(dialog: string): { reopened: string | undefined; dismiss: () => void } {
  const route = useRoute();
  const [reopened, setReopened] = useState(() => keptEditing(keptFormNames(route), dialog));
  const dismiss = useCallback(() => setReopened(undefined), []);
  return { reopened, dismiss };
}

/**
 * Of a screen's dialogs, the first whose form was kept on this route, read in the first render:
 * a screen showing one part at a time (tabs) shows the part of that dialog, so it can reopen.
 */
export function useDialogWithKeptForm<Dialog extends string>(dialogs: readonly Dialog[]): Dialog | undefined {
  const route = useRoute();
  const [found] = useState(() => {
    const names = keptFormNames(route);
    return dialogs.find((dialog) => keptEditing(names, dialog) !== undefined);
  });
  return found;
}

/** What the dialog kept among these form names edited (`'new'` or an id). */
function keptEditing(names: readonly string[], dialog: string): string | undefined {
  return names.find((name) => name.startsWith(`${dialog}:`))?.slice(dialog.length + 1);
}

/** The route a kept form belongs to: path and query inside the portal. */
function useRoute(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}
