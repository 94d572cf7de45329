// Reading aloud through the browser's own speech synthesis, in a Chinese
// (zh-CN) voice only: another voice would read the page's Chinese wrongly or
// not at all, so without one the user is told so instead.

/** What the user hears about when a text cannot be read aloud. */
export const SPEECH_UNAVAILABLE = {
  unsupported: '您的浏览器不支持语音朗读，请换用新版 Edge、Chrome 或 Safari 浏览器。',
  noVoice: '您的浏览器没有中文（zh-CN）语音，无法朗读。请在系统设置中安装中文语音，或换用新版 Edge、Chrome 浏览器。',
} as const;

/** Voices may arrive after the page loads (Chrome fills the list late); how long to wait for them. */
const VOICES_WAIT_MS = 1_500;

function synthesis(): SpeechSynthesis | undefined {
  return typeof globalThis.speechSynthesis === 'object' && typeof globalThis.SpeechSynthesisUtterance === 'function'
    ? globalThis.speechSynthesis
    : undefined;
}

/** zh-CN as browsers spell it: zh-CN, zh_CN, or cmn-Hans-CN (Android). */
function isChineseMainland(voice: SpeechSynthesisVoice): boolean {
  return /^(zh|cmn)([-_]hans)?[-_]cn$/i.test(voice.lang);
}

function chineseVoiceIn(speech: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  return speech.getVoices().find(isChineseMainland);
}

/** The zh-CN voice, waiting briefly for a voice list that is still loading. */
function findChineseVoice(speech: SpeechSynthesis, waitMs: number): Promise<SpeechSynthesisVoice | undefined> {
  const now = chineseVoiceIn(speech);
  if (now || speech.getVoices().length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      speech.removeEventListener('voiceschanged', done);
      resolve(chineseVoiceIn(speech));
    };
    const timer = setTimeout(done, waitMs);
    speech.addEventListener('voiceschanged', done);
  });
}

/** The browser's zh-CN voice, or what to tell the user when there is none. */
export type VoiceLookup = { voice: SpeechSynthesisVoice } | { unavailable: string };

export async function lookUpChineseVoice(waitMs = VOICES_WAIT_MS): Promise<VoiceLookup> {
  const speech = synthesis();
  if (!speech) return { unavailable: SPEECH_UNAVAILABLE.unsupported };
  const voice = await findChineseVoice(speech, waitMs);
  return voice ? { voice } : { unavailable: SPEECH_UNAVAILABLE.noVoice };
}

/** Reads `text` aloud in the zh-CN voice, cutting off whatever was being read. */
export function speak(text: string, voice: SpeechSynthesisVoice): void {
  const speech = synthesis();
  if (!speech || !text) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speech.speak(utterance);
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
