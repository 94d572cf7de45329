// The three kinds of shared information (education, professional titles, skill
// certificates): from what the form holds to what the service stores, and the
// date rules the service would otherwise refuse.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../../api/generated/person';

export type EducationInput = components['schemas']['EducationInfoInput'];
export type ProfessionalInput = components['schemas']['ProfessionalCertInfoInput'];
export type SkillInput = components['schemas']['SkillCertInfoInput'];

const DATE_FORMAT = 'YYYY-MM-DD';

export interface EducationForm {
  school: string;
  major: string;
  educationLevel: string;
  degree?: string;
  startDate: Dayjs;
  endDate: Dayjs;
  certificateNo: string;
}

export interface ProfessionalForm {
  certName: string;
  professionalType: string;
  issuingAuthority: string;
  certNo: string;
  issueDate: Dayjs;
}

export interface SkillForm {
  occupation: string;
  skillLevel: string;
  certNo: string;
  issueDate: Dayjs;
  issuingAuthority: string;
}

/** `{ id }` when editing an existing record, nothing when adding one. */
function idPart(id: string | undefined): { id?: string } {
  return id ? { id } : {};
}

export function educationBody(form: EducationForm, id?: string): EducationInput {
  const degree = form.degree?.trim();
  return {
    ...idPart(id),
    school: form.school.trim(),
    major: form.major.trim(),
    educationLevel: form.educationLevel,
    ...(degree ? { degree } : {}),
    startDate: form.startDate.format(DATE_FORMAT),
    endDate: form.endDate.format(DATE_FORMAT),
    certificateNo: form.certificateNo.trim(),
  };
}

export function professionalBody(form: ProfessionalForm, id?: string): ProfessionalInput {
  return {
    ...idPart(id),
    certName: form.certName.trim(),
    professionalType: form.professionalType,
    issuingAuthority: form.issuingAuthority.trim(),
    certNo: form.certNo.trim(),
    issueDate: form.issueDate.format(DATE_FORMAT),
  };
}

export function skillBody(form: SkillForm, id?: string): SkillInput {
  return {
    ...idPart(id),
    occupation: form.occupation.trim(),
    skillLevel: form.skillLevel,
    certNo: form.certNo.trim(),
    issueDate: form.issueDate.format(DATE_FORMAT),
    issuingAuthority: form.issuingAuthority.trim(),
  };
}

export function asDay(value: string): Dayjs {
  return dayjs(value, DATE_FORMAT);
}

/** Dates of certificates and schooling cannot lie in the future. */
export function isFutureDay(value: Dayjs, today: Dayjs = dayjs()): boolean {
  return value.isAfter(today, 'day');
}

export function graduationProblem(start: Dayjs | undefined, end: Dayjs | undefined): string | undefined {
  if (start && end && end.isBefore(start, 'day')) return '毕业日期不能早于入学日期';
  return undefined;
}
