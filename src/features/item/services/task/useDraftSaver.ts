// The 暂存 button of every step: saves the server's copy of the draft and says
// until when it is kept, or why it was not saved (the tab's copy stays).
import { useState } from 'react';
import { toastRefusal } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import type { CaseFlow } from './useCaseFlow';

export function useDraftSaver(flow: Pick<CaseFlow, 'saveDraft'>) {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await flow.saveDraft();
      if (saved) void message.success(`已暂存，保留至 ${saved.expireDate}，可随时继续办理`);
      else void message.info('尚未填写任何内容，无需暂存');
    } catch (failure) {
      toastRefusal(failure, '暂存未成功：');
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
