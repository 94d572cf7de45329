// The materials of one case (affair case/material/list) with their files, and
// the upload of a file for each (case/material/upload). Used by the material
// and confirmation steps of /task and by /toMaterial. Files keep the server's name.
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api, showServerMessage, isSuccess } from '../../../../api';
import type { components } from '../../../../api/generated/affair';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { formatFileSize } from '../../../../components/cases/labels';
import { useFeedback } from '../../../../components/feedback';
import { ItemList, ItemRow } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { toBase64, uploadHint, uploadProblem, type CaseMaterial } from './upload';

type CaseFile = components['schemas']['CaseFile'];

/** The server's list with the files uploaded on this page added (each once). */
function withUploads(materials: readonly CaseMaterial[], uploaded: Readonly<Record<string, CaseFile[]>>): CaseMaterial[] {
  return materials.map((material) => {
    const added = (uploaded[material.materialCode] ?? []).filter((file) => !material.files.some((known) => known.fileId === file.fileId));
    return { ...material, files: [...material.files, ...added] };
  });
}

function FileLinks({ files }: { files: readonly CaseFile[] }) {
  if (files.length === 0) return <Typography.Text type="secondary">尚未上传</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {files.map((file) => (
        <Typography.Link key={file.fileId} href={file.fileUrl} download={file.fileName} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {file.fileName}
          <Typography.Text type="secondary">
            （{formatFileSize(file.fileSize)}，{file.uploadTime} 上传）
          </Typography.Text>
        </Typography.Link>
      ))}
    </Space>
  );
}

export function MaterialList({
  caseId,
  onChange,
  readOnly = false,
}: {
  caseId: string;
  onChange?: (materials: CaseMaterial[]) => void;
  /** Lists the files without upload buttons (the confirmation step). */
  readOnly?: boolean;
}) {
  const { message } = useFeedback();
  const listed = useAsyncData(`case-materials:${caseId}`, () => answerOf(api.affair.POST('/case/material/list', { body: { caseId } })));
  const [uploaded, setUploaded] = useState<Record<string, CaseFile[]>>({});
  const [uploading, setUploading] = useState<string>();
  const materials = useMemo(() => listed.data && withUploads(listed.data.list, uploaded), [listed.data, uploaded]);

  useEffect(() => {
    if (materials) onChange?.(materials);
  }, [materials, onChange]);

  const upload = async (material: CaseMaterial, file: File) => {
    const problem = uploadProblem(file, material);
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(material.materialCode);
    try {
      const content = toBase64(new Uint8Array(await file.arrayBuffer()));
      const { data } = await api.affair.POST('/case/material/upload', {
        body: { caseId, materialCode: material.materialCode, fileName: file.name, content },
      });
      if (!data) return;
      if (!isSuccess(data)) {
        showServerMessage(data.msg, '上传未成功，请稍后重试');
        return;
      }
      const saved = data.map.file;
      if (saved) setUploaded((previous) => ({ ...previous, [material.materialCode]: [...(previous[material.materialCode] ?? []), saved] }));
      void message.success(`“${material.materialName}”上传成功`);
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <AsyncView state={listed} isEmpty={(data) => data.list.length === 0} empty="该办件无需提交材料">
      {() => (
        <ItemList<CaseMaterial>
          className="material-list"
          items={materials ?? []}
          rowKey={(material) => material.materialCode}
          renderItem={(material) => (
            <ItemRow
              actions={
                readOnly
                  ? []
                  : [
                      <Upload
                        key="upload"
                        accept={material.acceptTypes.map((type) => `.${type}`).join(',')}
                        showUploadList={false}
                        beforeUpload={(file) => {
                          void upload(material, file);
                          return Upload.LIST_IGNORE;
                        }}
                      >
                        <Button
                          icon={<UploadOutlined />}
                          loading={uploading === material.materialCode}
                          aria-label={`上传${material.materialName}`}
                        >
                          {material.files.length > 0 ? '继续上传' : '上传'}
                        </Button>
                      </Upload>,
                    ]
              }
              title={
                <Space wrap>
                  {material.materialName}
                  {material.required ? <Tag color="red">必交</Tag> : <Tag>选交</Tag>}
                </Space>
              }
              description={
                <Space orientation="vertical" size={4}>
                  {material.description && <span>{material.description}</span>}
                  <Typography.Text type="secondary">{uploadHint(material)}</Typography.Text>
                  <FileLinks files={material.files} />
                </Space>
              }
            />
          )}
        />
      )}
    </AsyncView>
  );
}
