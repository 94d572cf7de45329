// /center/confirmface: the person's face check before their basic
// information is shown for verification (base/initFaceVerify, polled with
// faceAuth/queryState). A pass leads to the confirmation page.
import { Alert, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { FaceCheck } from '../../../domain/face-scan/FaceCheck';
import { FLOWS, type IdentityPassed } from './flow';
import { FlowPage } from './FlowGate';

/** The contract's face scene of the basic-information verification. */
const FACE_SCENE = 'baseInfoAuth';

export function ConfirmFaceScreen() {
  const flow = FLOWS.person;
  const navigate = useNavigate();
  return (
    <FlowPage subject="person" title="核验前人脸检测" step={1}>
      <Flex vertical gap={16} align="stretch" style={{ maxWidth: 460, margin: '0 auto' }}>
        <Alert type="info" showIcon title="请本人使用手机扫码完成人脸检测，检测通过后核对基本信息。" />
        <FaceCheck
          start={() => answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: FACE_SCENE } }))}
          onPassed={(faceSerialNo) => {
            const passed: IdentityPassed = { faceSerialNo };
            navigate(flow.confirm, { state: passed });
          }}
        />
      </Flex>
    </FlowPage>
  );
}
