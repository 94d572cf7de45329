// The alternative to the slider, for those who cannot drag or see the puzzle
// (MIIT's elder-friendly rules ask one of every puzzle captcha). A login sends
// an SMS code to the phone its account has on record (person
// captcha/sendAccountCode); elsewhere a question in Chinese is shown and can be
// read aloud (captcha/question). Either answer goes to captcha/answer, which
// hands out the same single-use ticket as the slider: the server checks it on
// the call that carries it, so nothing here skips a verification.
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { serverMessageText, type AppApi, isSuccess } from '../../api';
import type { components } from '../../api/generated/person';
import { Input } from '../inputs';
import { useResendCountdown } from '../useResendCountdown';
import type { CaptchaTicket } from './ticket';

/** The account a login form was filled in with: the SMS code goes to its phone. */
export type CaptchaAccount = components['schemas']['CaptchaAccountCodeRequest'];

interface Challenge {
  readonly challengeId: string;
  /** What the user is asked: the question, or where the code went. */
  readonly prompt: string;
}

interface AlternativeProps {
  readonly account?: CaptchaAccount;
  readonly person: AppApi['person'];
  readonly onPass: (ticket: CaptchaTicket) => void;
}

const SENT_FAILED = '验证码发送失败，请稍后再试';
const QUESTION_FAILED = '验证题加载失败，请点击“换一题”重试';

/** Reads the question aloud with a Chinese voice when the browser has one. */
function speak(text: string): boolean {
  const synthesis = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  const voice = synthesis?.getVoices().find((candidate) => candidate.lang.replace('_', '-').toLowerCase().startsWith('zh'));
  if (!synthesis || !voice) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  synthesis.cancel();
  synthesis.speak(utterance);
  return true;
}

/** A fresh question, or the message to show when none came. */
async function fetchQuestion(person: AppApi['person']): Promise<Challenge | string> {
  const { data } = await person.POST('/captcha/question', { body: {} });
  return isSuccess(data) ? { challengeId: data.map.challengeId, prompt: data.map.question } : serverMessageText(data?.msg, QUESTION_FAILED);
}

export function CaptchaAlternative({ account, person, onPass }: AlternativeProps) {
  const [challenge, setChallenge] = useState<Challenge>();
  const [notice, setNotice] = useState('');
  const [answer, setAnswer] = useState('');
  const [checking, setChecking] = useState(false);

  const showQuestion = (next: Challenge | string) => {
    if (typeof next === 'string') setNotice(next);
    else setChallenge(next);
  };
  const loadQuestion = () => {
    setChallenge(undefined);
    void fetchQuestion(person).then(showQuestion);
  };

  // Without an account the question comes at once; a login's code waits for the user to ask for it.
  useEffect(() => {
    if (account) return undefined;
    let shown = true;
    void fetchQuestion(person).then((next) => shown && showQuestion(next));
    return () => {
      shown = false;
    };
  }, [account, person]);

  const sender = useResendCountdown(async () => {
    if (!account) return undefined;
    const { data } = await person.POST('/captcha/sendAccountCode', { body: account });
    const { challengeId, cellphoneMasked, resendAfter } = isSuccess(data) ? data.map : {};
    if (!challengeId) {
      setNotice(serverMessageText(data?.msg, SENT_FAILED));
      return undefined;
    }
    setChallenge({ challengeId, prompt: `验证码已发送至 ${cellphoneMasked ?? '账号绑定的手机'}，请输入短信中的 6 位数字` });
    setNotice('');
    return resendAfter;
  });

  const submit = async () => {
    if (!challenge) return;
    setChecking(true);
    const { data } = await person.POST('/captcha/answer', { body: { challengeId: challenge.challengeId, answer: answer.trim() } });
    setChecking(false);
    const { tencentCaptchaTicket, randstr } = isSuccess(data) ? data.map : {};
    if (tencentCaptchaTicket && randstr) {
      onPass({ tencentCaptchaTicket, randstr });
      return;
    }
    // A wrong answer spends the challenge: a code is sent again, a question replaced.
    setAnswer('');
    setNotice(serverMessageText(data?.msg, '验证未通过，请重试'));
    if (account) setChallenge(undefined);
    else loadQuestion();
  };

  const answerValid = account ? /^[0-9]{6}$/.test(answer.trim()) : /^[0-9]{1,6}$/.test(answer.trim());

  return (
    <section className="slider-captcha__alternative" aria-label={account ? '短信验证' : '文字验证'}>
      {account ? (
        <div className="slider-captcha__alternative-row">
          <span>将向该账号绑定的手机发送验证码</span>
          <Button onClick={() => void sender.trigger()} loading={sender.sending} disabled={sender.remaining > 0}>
            {sender.remaining > 0 ? `${sender.remaining} 秒后重新获取` : challenge ? '重新发送' : '发送验证码'}
          </Button>
        </div>
      ) : (
        <div className="slider-captcha__alternative-row">
          <Button
            onClick={() => challenge && !speak(challenge.prompt) && setNotice('此浏览器没有中文语音，无法朗读，请阅读题目作答')}
            disabled={!challenge}
          >
            朗读题目
          </Button>
          <Button onClick={loadQuestion}>换一题</Button>
        </div>
      )}
      <p className="slider-captcha__prompt" aria-live="polite">
        {challenge?.prompt ?? (account ? '' : '正在加载验证题…')}
      </p>
      <label className="slider-captcha__answer">
        <span>{account ? '短信验证码' : '答案'}</span>
        <Input
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          onPressEnter={() => answerValid && void submit()}
          inputMode="numeric"
          maxLength={6}
          autoComplete={account ? 'one-time-code' : 'off'}
          disabled={!challenge}
        />
      </label>
      <p className="slider-captcha__notice" role="alert">
        {notice}
      </p>
      <Button type="primary" block onClick={() => void submit()} loading={checking} disabled={!challenge || !answerValid}>
        确认验证
      </Button>
    </section>
  );
}
