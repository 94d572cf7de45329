// /center/material, "my materials": the user's stored files (paged, by kind)
// with thumbnails, preview, download under the server's file name, upload and
// deletion. The files are reused when applying for services.
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, toastRefusal } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { formatFileSize } from '../../../../components/cases/labels';
import { useFeedback } from '../../../../components/feedback';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { dispositionFileName } from '../../../../lib/download';
import { MATERIAL_TYPES, MAX_FILE_SIZE_TEXT, type MaterialType } from './material-file';
import { UploadMaterialDialog } from './UploadMaterialDialog';
import '../affairs.css';

type Material = components['schemas']['Material'];

const PAGE_SIZE = 10;
const MIME_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

function Thumbnail({ fileId, name }: { fileId: string; name: string }) {
  const thumbnail = useAsyncData(`thumb:${fileId}`, () => answerOf(api.person.POST('/material/getThumbnail', { body: { fileId } })));
  if (thumbnail.data) return <img className="material-thumb" src={thumbnail.data.thumbnail} alt={`${name}缩略图`} />;
  return (
    <span className="material-thumb material-thumb--empty" aria-hidden="true">
      <FileOutlined />
    </span>
  );
}

/** The original file, typed so the browser can show it, with the name the server gave it. */
async function fetchMaterialFile(material: Material): Promise<{ blob: Blob; fileName: string } | undefined> {
  const { data, response } = await api.person.GET('/material/getFile', {
    params: { query: { fileId: material.fileId } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) return undefined;
  return {
    blob: new Blob([data], { type: MIME_TYPES[material.fileType] }),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')) ?? material.fileName,
  };
}

interface Preview {
  url: string;
  material: Material;
}

export function MaterialScreen() {
  const { modal, message } = useFeedback();
  const [materialType, setMaterialType] = useState<MaterialType>();
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<string>();
  const [preview, setPreview] = useState<Preview>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...(materialType ? { materialType } : {}) };
  const materials = useAsyncData(`materials:${JSON.stringify(body)}`, () =>
    answerOf(api.person.POST('/material/getUserMaterial', { body })),
  );

  const withFile = async (material: Material, handle: (file: { blob: Blob; fileName: string }) => void) => {
    setBusy(material.fileId);
    try {
      const file = await fetchMaterialFile(material);
      if (file) handle(file);
    } finally {
      setBusy(undefined);
    }
  };

  const download = (material: Material) =>
    withFile(material, ({ blob, fileName }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });

  const showPreview = (material: Material) => withFile(material, ({ blob }) => setPreview({ url: URL.createObjectURL(blob), material }));

  const closePreview = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(undefined);
  };

  const confirmDelete = (material: Material) => {
    modal.confirm({
      title: '删除材料',
      content: `确定删除“${material.fileName}”吗？删除后不能恢复，正在办理的业务引用的材料不能删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await answerOf(api.person.POST('/material/deleteUserMaterial', { body: { fileId: material.fileId } }));
          message.success('材料已删除');
          materials.reload();
        } catch (failure) {
          toastRefusal(failure);
        }
      },
    });
  };

  return (
    <div className="affairs-screen">
      <Typography.Title level={3}>我的材料</Typography.Title>
      <Typography.Paragraph type="secondary" className="affairs-hint">
        在此保存常用的证件和证明材料，网上办事时可直接选用。支持 PDF、JPG、PNG 格式，单个文件不超过 {MAX_FILE_SIZE_TEXT}。
      </Typography.Paragraph>
      <Space className="affairs-filters" wrap>
        <span>材料类别</span>
        <Select<MaterialType>
          allowClear
          placeholder="全部类别"
          aria-label="材料类别"
          style={{ width: 200 }}
          value={materialType}
          onChange={(value) => {
            setMaterialType(value);
            setPage(1);
          }}
          options={Object.entries(MATERIAL_TYPES).map(([value, label]) => ({ value: value as MaterialType, label }))}
        />
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          上传材料
        </Button>
      </Space>
      <AsyncView state={materials} rows={6}>
        {(data) => (
          <Table<Material>
            rowKey="fileId"
            dataSource={data.list}
            locale={{ emptyText: '暂无材料，点击“上传材料”添加' }}
            pagination={pageTurning({
              current: data.pageNum,
              pageSize: PAGE_SIZE,
              total: data.total,
              unit: '份',
              onChange: setPage,
            })}
            columns={[
              { title: '缩略图', key: 'thumb', width: 90, render: (_, item) => <Thumbnail fileId={item.fileId} name={item.fileName} /> },
              { title: '文件名', dataIndex: 'fileName' },
              { title: '类别', dataIndex: 'materialTypeName', width: 140, render: (name: string) => <Tag color="blue">{name}</Tag> },
              { title: '大小', dataIndex: 'fileSize', width: 90, render: formatFileSize },
              { title: '上传时间', dataIndex: 'uploadTime', width: 110 },
              {
                title: '操作',
                key: 'actions',
                width: 220,
                render: (_, item) => (
                  <Space size={0}>
                    <Button type="link" icon={<EyeOutlined />} loading={busy === item.fileId} onClick={() => void showPreview(item)}>
                      预览
                    </Button>
                    <Button type="link" icon={<DownloadOutlined />} disabled={busy === item.fileId} onClick={() => void download(item)}>
                      下载
                    </Button>
                    <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(item)}>
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <UploadMaterialDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          if (page === 1) materials.reload();
          else setPage(1);
        }}
      />
      <Modal
        open={preview !== undefined}
        title={preview?.material.fileName}
        footer={null}
        width={860}
        onCancel={closePreview}
        destroyOnHidden
      >
        {preview &&
          (preview.material.fileType === 'pdf' ? (
            <iframe title={preview.material.fileName} src={preview.url} style={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <img src={preview.url} alt={preview.material.fileName} style={{ maxWidth: '100%' }} />
          ))}
      </Modal>
    </div>
  );
}
