import { useRef, useState } from 'react';
import { Avatar, Button, Progress, Space, Typography } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { upload } from '../../../lib/request';
import { useNotice } from '../../../app/notice';
import { useUpdateBaseInfo } from '../api';

/** Picks an image, uploads it (purpose avatar, with progress) and saves it as the member's userlogo at once. */
export function AvatarUpload({ src }: { src: string | null }) {
  const { t } = useI18n();
  const notice = useNotice();
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateBaseInfo();
  const [progress, setProgress] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const uploaded = await upload(file, 'avatar', setProgress);
      await update.mutateAsync({ userlogo: uploaded.fileId });
    },
    onSuccess: () => notice.success(t('settings.avatarSaved')),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
    },
  });

  return (
    <Space size="large" align="center" wrap>
      <Avatar size={88} src={src || undefined} icon={<UserOutlined />} data-testid="avatar-image" />
      <Space orientation="vertical" size={4}>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          data-testid="avatar-upload-input"
          onChange={(e) => e.target.files?.[0] && save.mutate(e.target.files[0])}
        />
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()} loading={progress !== null} data-testid="avatar-upload-button">
          {t('settings.avatarChange')}
        </Button>
        {progress !== null ? (
          <Progress percent={progress} size="small" style={{ width: 160 }} data-testid="avatar-upload-progress" />
        ) : (
          <Typography.Text type="secondary">{t('settings.avatarHint')}</Typography.Text>
        )}
      </Space>
    </Space>
  );
}
