// Checks a chosen file against what the case's material accepts before it is
// read and sent (affair case/material/upload carries the file as base64 inside
// a JSON body under 1 MB), and encodes it.
import type { components } from '../../../../api/generated/affair';

export type CaseMaterial = components['schemas']['CaseMaterial'];

/** base64 grows a file by 4/3; the contract allows 1,000,000 characters, so at most 750,000 bytes. */
export const MAX_UPLOAD_BYTES = 750_000;
/** The contract's longest file name. */
const MAX_NAME_LENGTH = 100;
const FORBIDDEN_NAME_CHARS = /[\\/:*?"<>|]/;

const TYPE_LABELS: Record<CaseMaterial['acceptTypes'][number], string> = { pdf: 'PDF', jpg: 'JPG', png: 'PNG' };

/** The largest file this material accepts, in bytes. */
export function uploadLimitBytes(material: Pick<CaseMaterial, 'maxSizeKb'>): number {
  return Math.min(material.maxSizeKb * 1024, MAX_UPLOAD_BYTES);
}

/** "PDF、JPG 格式，不超过 732 KB" — the hint shown beside the upload button. */
export function uploadHint(material: Pick<CaseMaterial, 'acceptTypes' | 'maxSizeKb'>): string {
  const types = material.acceptTypes.map((type) => TYPE_LABELS[type]).join('、');
  return `${types} 格式，单个文件不超过 ${Math.floor(uploadLimitBytes(material) / 1024)} KB`;
}

/** Why the file cannot be uploaded for this material, or undefined when it can. */
export function uploadProblem(
  file: { name: string; size: number },
  material: Pick<CaseMaterial, 'acceptTypes' | 'maxSizeKb'>,
): string | undefined {
  // A name needs something before its extension (the contract's pattern).
  const extension = /.\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(material.acceptTypes as string[]).includes(extension)) {
    return `请上传 ${material.acceptTypes.map((type) => TYPE_LABELS[type]).join('、')} 格式的文件（扩展名 .${material.acceptTypes.join('、.')}）`;
  }
  if (FORBIDDEN_NAME_CHARS.test(file.name)) return '文件名不能包含 \\ / : * ? " < > | 等字符，请重命名后上传';
  if (file.name.length > MAX_NAME_LENGTH) return `文件名不能超过 ${MAX_NAME_LENGTH} 个字符，请重命名后上传`;
  if (file.size === 0) return '文件内容为空，请重新选择';
  const limit = uploadLimitBytes(material);
  if (file.size > limit) return `文件大小超过 ${Math.floor(limit / 1024)} KB，请压缩后上传`;
  return undefined;
}

/** Plain base64 (no data-URL prefix) of the bytes. */
export function toBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
}

/** The required materials that still have no file. */
export function missingRequired(materials: readonly CaseMaterial[]): CaseMaterial[] {
  return materials.filter((material) => material.required && material.files.length === 0);
}
