import { startPortal } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startPortal(container);
