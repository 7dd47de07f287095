import '../member.css';
import { useRef, useState } from 'react';
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { upload } from '../../../lib/request';
import { useNotice } from '../../../lib/notice';
import { Avatar } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/BusyMark';
import { Icon } from '../../../components/lite/Icon';
import { useUpdateBaseInfo } from '../api';

/** Picks an image, uploads it (purpose avatar, with progress) and saves it as the member's userlogo at once. Plain markup. */
export function AvatarUpload({ src, name, id }: { src: string | null; name: string; id: string }) {
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
    <div className="bh-avatar-upload">
      <span data-testid="avatar-image">
        <Avatar src={src} size={88} name={name} id={id} eager />
      </span>
      <div className="bh-avatar-upload-side">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          data-testid="avatar-upload-input"
          onChange={(e) => e.target.files?.[0] && save.mutate(e.target.files[0])}
        />
        <button
          type="button"
          className="bh-btn"
          onClick={() => progress === null && input.current?.click()}
          aria-busy={progress !== null || undefined}
          data-testid="avatar-upload-button"
        >
          {progress !== null ? <BusyMark /> : <Icon icon={CameraOutlined} />}
          {t('settings.avatarChange')}
        </button>
        {progress !== null ? (
          <progress max={100} value={progress} aria-label={t('settings.avatarChange')} data-testid="avatar-upload-progress" />
        ) : (
          <span className="bh-secondary">{t('settings.avatarHint')}</span>
        )}
      </div>
    </div>
  );
}
