// Work orders (channel function/submitWorkOrder, function/queryWorkOrder):
// the status names and the checks of the feedback form, shared by
// /main/feedback and /main/viewresults.
import type { FormRule } from 'antd';
import type { components } from '../../../../api/generated/channel';
import { isMobileNumber } from '../../../../lib/id-validators';

export type WorkOrderStatus = components['schemas']['WorkOrderStatus'];

export const WORK_ORDER_STATUS: Record<WorkOrderStatus, { label: string; color: string }> = {
  pending: { label: '待受理', color: 'default' },
  processing: { label: '处理中', color: 'processing' },
  replied: { label: '已答复', color: 'success' },
  closed: { label: '已关闭', color: 'default' },
};

/** GD, 14 digits of date and time, 4 digits of sequence (WorkOrderNo). */
export const WORK_ORDER_NO = /^GD\d{18}$/;
/** Function ids the feedback may name (FunctionId). */
export const FUNCTION_ID = /^[A-Za-z0-9_-]{1,32}$/;

const mobile: FormRule = {
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value === '' || isMobileNumber(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('请输入 11 位中国大陆手机号码')),
};

export const feedbackRules = {
  orderType: [{ required: true, message: '请选择反馈类型' }] satisfies FormRule[],
  title: [
    { required: true, whitespace: true, message: '请填写标题' },
    { min: 2, max: 50, message: '标题为 2 至 50 个字' },
  ] satisfies FormRule[],
  content: [
    { required: true, whitespace: true, message: '请描述遇到的问题' },
    { min: 10, max: 500, message: '问题描述为 10 至 500 个字，请写明操作步骤和看到的提示' },
  ] satisfies FormRule[],
  contactName: [
    { required: true, whitespace: true, message: '请填写联系人' },
    { max: 30, message: '联系人不超过 30 个字' },
  ] satisfies FormRule[],
  contactPhone: [{ required: true, message: '请填写联系电话' }, mobile] satisfies FormRule[],
  orderNo: [
    { required: true, whitespace: true, message: '请填写工单编号' },
    { pattern: WORK_ORDER_NO, message: '工单编号为 GD 加 18 位数字，见提交成功页或短信' },
  ] satisfies FormRule[],
};
