// What an uploaded material must be before it is sent (addUserMaterial takes
// the file as base64 inside JSON, and the whole body must stay under 1 MB).
import type { components } from '../../../../api/generated/person';

export type MaterialFileType = components['schemas']['MaterialFileType'];
export type MaterialType = components['schemas']['MaterialType'];

/** fileContent may hold at most this many base64 characters. */
export const MAX_BASE64_LENGTH = 1_000_000;
/** The largest file whose base64 form still fits: every 3 bytes become 4 characters. */
export const MAX_FILE_BYTES = Math.floor(MAX_BASE64_LENGTH / 4) * 3;
export const MAX_FILE_NAME_LENGTH = 100;
export const MAX_FILE_SIZE_TEXT = `${Math.floor(MAX_FILE_BYTES / 1024)} KB`;

export const MATERIAL_TYPES: Record<MaterialType, string> = {
  idCard: '居民身份证',
  householdRegister: '户口簿',
  diploma: '学历学位证书',
  qualificationCert: '职业资格或技能证书',
  photo: '证件照',
  laborContract: '劳动合同',
  medicalRecord: '医疗票据与病历',
  other: '其他',
};

const EXTENSION_TYPES: Record<string, MaterialFileType> = { pdf: 'pdf', jpg: 'jpg', jpeg: 'jpg', png: 'png' };
/** Characters a stored file name may not contain (the service's rule). */
const FORBIDDEN_NAME_CHARACTERS = /[\\/:*?"<>|]/;

export interface ChosenFile {
  name: string;
  size: number;
}

export interface CheckedFile {
  /** The name to send: the extension in lower case, as the service expects. */
  fileName: string;
  fileType: MaterialFileType;
}

/** The file as the service will accept it, or the reason it will not. */
export function checkMaterialFile(file: ChosenFile): { ok: true; file: CheckedFile } | { ok: false; problem: string } {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const fileType = EXTENSION_TYPES[extension];
  if (!fileType) return { ok: false, problem: '仅支持 PDF、JPG、PNG 格式的文件' };
  if (file.size === 0) return { ok: false, problem: '文件内容为空，请重新选择' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: `文件大小不能超过 ${MAX_FILE_SIZE_TEXT}，请压缩后再上传` };
  const fileName = `${file.name.slice(0, dot)}.${extension}`;
  if (FORBIDDEN_NAME_CHARACTERS.test(fileName)) return { ok: false, problem: '文件名不能包含 \\ / : * ? " < > | 等字符，请改名后上传' };
  if (fileName.length > MAX_FILE_NAME_LENGTH) return { ok: false, problem: `文件名不能超过 ${MAX_FILE_NAME_LENGTH} 个字符，请改名后上传` };
  return { ok: true, file: { fileName, fileType } };
}

/** Base64 of the bytes, without a data-URL prefix. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
