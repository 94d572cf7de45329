// antd's Modal and message for FeedbackProvider, each loaded with the first
// dialog or message a screen asks for.
import { message, Modal } from 'antd';
import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import type { ModalApi } from './feedback-api';

export function DialogHost({ onReady }: { onReady: (api: ModalApi) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

export function MessageHost({ config, onReady }: { config?: ConfigOptions; onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage(config);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
