// Portal constants of spec §1 and §9 that belong to the shell (the HTTP client
// keeps its own: request timeout, prefixes, cipher switch).

/** The portal is served under this base path with history-style routing. */
export const BASE_PATH = '/web';

/** The default main page (spec §1 "a default main URL of /index is configured"). */
export const MAIN_URL = '/index';

export const PORTAL_NAME = '江苏省人力资源和社会保障网上办事服务大厅';
export const PORTAL_SHORT_NAME = '江苏人社网上办事服务大厅';

/** The document title of a page: `用户登录 - 江苏人社网上办事服务大厅`. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} - ${PORTAL_SHORT_NAME}`;
}
export const ORGANISER = '江苏省人力资源和社会保障厅';
export const HELP_PHONE = '12333';
export const ICP_RECORD = '苏ICP备10213347号-2';
export const PUBLIC_SECURITY_RECORD = '苏公网安备 32010202010862号';

/** A lazily loaded area chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A scan's state (face verification, QR code, e-card) is asked for every 2 seconds (spec §4 "Polling")… */
export const POLL_INTERVAL_MS = 2_000;
/** …and a face verification for at most 5 minutes, whatever its code's own validity. */
export const FACE_POLL_LIMIT_MS = 5 * 60_000;

/** The province whose cities and counties the area pickers offer (basic dictionary/findByParent/area). */
export const PROVINCE_AREA_CODE = '320000';

/** Home-state defaults (spec §3, §9). */
export const DEFAULT_AREA_CODE = '329900';
export const DEFAULT_CITY_NAME = '省本级';
export const DEFAULT_AFFAIR_TYPE = 1;
export const DEFAULT_UNREAD_COUNT = 0;

/** Browser storage: the session (webuser) lives in sessionStorage, the sidebar flag in a cookie. */
export const SESSION_STORAGE_KEY = 'webuser';
export const HOME_STORAGE_KEY = 'homeState';
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** localStorage: the assistive toolbar's choices (JSON, src/app/assistive/choices.ts). */
export const ASSISTIVE_CHOICES_STORAGE_KEY = 'assistiveToolbar';

/** The id of each layout's main landmark, where the skip link takes the keyboard and 朗读全文 reads. */
export const MAIN_CONTENT_ID = 'main-content';

/** Toasts: 5 seconds, at most one on screen; what loading and empty blocks say. */
export const TOAST_DURATION_SECONDS = 5;
export const TOAST_MAX_COUNT = 1;
export const LOADING_TEXT = '加载中';
export const NO_DATA_TEXT = '暂无数据';

/** The hidden print frame is removed this long after its document has loaded. */
export const PRINT_FRAME_REMOVE_DELAY_MS = 100;

/** Self-service terminals (/toSelfBusiness): back to the start page after this long without input … */
export const SELF_SERVICE_IDLE_MS = 180_000;
/** … with a countdown on screen for the last part of it. */
export const SELF_SERVICE_COUNTDOWN_MS = 30_000;
/** Channel type of self-service terminals (sent as the Channel-Type header). */
export const SELF_SERVICE_CHANNEL = 'self-service';

/**
 * Forms kept for the user (src/stores/kept-forms.ts, docs/client.md "What a form keeps"):
 * sessionStorage, per user and route; an entry lives this long after it was last written,
 * one entry at most KEPT_FORM_MAX_CHARS of JSON, all of them together KEPT_FORMS_MAX_CHARS.
 */
export const KEPT_FORMS_STORAGE_KEY = 'keptForms';
export const KEPT_FORM_LIFETIME_MS = 60 * 60_000;
export const KEPT_FORM_MAX_CHARS = 32_000;
export const KEPT_FORMS_MAX_CHARS = 200_000;
