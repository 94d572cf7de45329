// antd's Modal for FeedbackProvider: loaded with the first dialog a screen asks for.
import { Modal } from 'antd';
import { useEffect } from 'react';
import type { ModalApi } from './feedback';

export function DialogHost({ onReady }: { onReady: (api: ModalApi) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
