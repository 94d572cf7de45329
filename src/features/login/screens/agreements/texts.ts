// The texts of the user agreements and the privacy policy (spec §2 /yhxy …
// /yszc). Each is a title and numbered sections of paragraphs.
import { ORGANISER, PORTAL_NAME } from '../../../../config/app';

export interface AgreementText {
  readonly title: string;
  readonly sections: ReadonlyArray<{ readonly heading: string; readonly paragraphs: readonly string[] }>;
}

const ACCOUNT_SECURITY = {
  heading: '账号安全',
  paragraphs: [
    '用户应妥善保管账号、密码及短信验证码，不得转借、出租或出售账号。因用户保管不善造成的损失由用户自行承担。',
    '发现账号被他人冒用时，用户应立即通过“找回密码”重设密码，或拨打 12333 咨询服务热线、通过“用户申诉”反映情况。',
  ],
};

const SERVICE_CHANGES = {
  heading: '服务的变更与中止',
  paragraphs: [
    `${ORGANISER}可根据法律法规和业务调整变更服务内容，变更将在平台公告。系统维护期间部分服务可能暂停，平台将尽可能提前告知。`,
    '用户违反本协议或法律法规的，平台有权暂停或终止向其提供服务，并依法追究相应责任。',
  ],
};

const LAW = {
  heading: '法律适用',
  paragraphs: [
    '本协议的订立、执行和解释适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，依法向有管辖权的人民法院提起诉讼。',
  ],
};

function userAgreement(title: string, subject: string, duties: readonly string[]): AgreementText {
  return {
    title,
    sections: [
      {
        heading: '协议的范围',
        paragraphs: [
          `本协议是${subject}与${ORGANISER}之间就使用${PORTAL_NAME}（以下简称“平台”）各项服务所订立的协议。${subject}在注册、登录或使用平台服务前，应仔细阅读本协议全部内容。`,
          `${subject}勾选“我已阅读并同意”并完成注册，即表示已充分理解并接受本协议的全部条款。`,
        ],
      },
      { heading: '用户的权利与义务', paragraphs: duties },
      ACCOUNT_SECURITY,
      SERVICE_CHANGES,
      LAW,
    ],
  };
}

export const AGREEMENTS = {
  yhxy: userAgreement('用户服务协议', '用户', [
    '用户应提供真实、准确、完整的身份信息，并在信息变化时及时更新。',
    '用户通过平台办理的业务与线下办理具有同等效力，用户对以本人账号提交的申请和材料负责。',
    '用户不得利用平台从事危害国家安全、扰乱社会秩序或侵犯他人合法权益的活动。',
  ]),
  personyhxy: userAgreement('个人用户服务协议', '个人用户', [
    '个人用户须使用本人居民身份证件注册，姓名与公民身份号码须与公安人口信息一致，不得冒用他人身份。',
    '个人用户可通过社保基本信息核验、人脸识别或电子社会保障卡提升实名认证等级，认证等级决定可办理的业务范围。',
    '个人用户对以本人账号提交的参保、待遇、就业等申请的真实性负责，提供虚假材料骗取社会保险待遇的，将依法追究责任。',
  ]),
  unityhxy: userAgreement('单位用户服务协议', '单位用户', [
    '单位应以统一社会信用代码注册，单位名称、法定代表人等信息须与市场监管或登记机关登记一致。',
    '单位管理员负责添加、授权和停用经办人，并对经办人在授权范围与授权期内以单位名义办理的业务承担责任。',
    '单位应按规定如实申报参保人员与缴费基数，不得通过平台提交虚假信息。',
  ]),
  unityhxyHRM: userAgreement('人力资源市场单位用户服务协议', '人力资源市场单位用户', [
    '单位发布的招聘信息应真实、合法，不得含有民族、性别、宗教信仰等歧视性内容，不得以招聘为名牟取不正当利益。',
    '招聘经办人由单位指定，经办人变更时应由法定代表人核验身份后办理变更。',
    '人力资源市场账号升级为门户单位账号后，方可办理社会保险等业务。',
  ]),
  unityhxyYPT: userAgreement('一体化平台单位用户服务协议', '一体化平台单位用户', [
    '单位通过江苏政务服务网、人力资源和社会保障部政务服务平台、电子营业执照等一体化平台身份登录本平台的，视为同意本协议。',
    '单位在一体化平台登记的身份信息将用于本平台的身份核验，信息变更时应先在原平台更新。',
    '单位应确保通过一体化平台登录的人员已获得单位授权。',
  ]),
  yszc: {
    title: '隐私政策',
    sections: [
      {
        heading: '我们收集的信息',
        paragraphs: [
          '为办理人力资源和社会保障业务，平台在您注册和办理业务时收集姓名、公民身份号码、手机号码、参保信息以及您主动提交的申请材料。',
          '人脸识别仅在您发起找回密码、注销账户、实名认证等业务时进行，认证结果只用于本次业务。',
        ],
      },
      {
        heading: '信息的使用与共享',
        paragraphs: [
          '您的信息仅用于身份核验、业务办理、结果通知和服务改进，不会用于与人社业务无关的用途。',
          '经您在授权确认框中同意，平台可向您选择的接入应用提供您的身份信息；未经同意，不向任何第三方提供。法律法规另有规定的除外。',
        ],
      },
      {
        heading: '信息的保护',
        paragraphs: [
          '平台对敏感信息采用国家商用密码算法加密传输和存储，并对访问人员实行严格的权限管理与操作审计。',
          '如发生个人信息安全事件，平台将按法律法规要求及时告知您并向主管部门报告。',
        ],
      },
      {
        heading: '您的权利',
        paragraphs: [
          '您可以在个人中心查询、更正您的个人信息，管理对接入应用的授权，并可申请注销账户。对本政策有疑问的，可拨打 12333 咨询服务热线。',
        ],
      },
    ],
  },
} as const satisfies Record<string, AgreementText>;
