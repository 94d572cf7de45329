import { startPortal } from './app/boot';
import { DEVELOPMENT_KEY, DEVELOPMENT_KEY_WARNING } from './config/env';

if (DEVELOPMENT_KEY) console.error(DEVELOPMENT_KEY_WARNING);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startPortal(container);
