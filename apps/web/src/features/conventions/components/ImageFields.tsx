import { Form } from 'antd';
import { ImagePicker } from '../../../components/ImagePicker';
import { useI18n } from '../../../i18n';

/** The cover and pictures pickers of a convention's or venue's form; test ids `${testId}-cover`, `${testId}-pictures`. */
export function ImageFields({ cover, maxPictures, testId }: { cover: string; maxPictures: number; testId: string }) {
  const { t } = useI18n();
  return (
    <>
      <Form.Item name={cover} label={t('conventions.field.cover')}>
        <ImagePicker max={1} label={t('conventions.pub.coverPick')} testId={`${testId}-cover`} />
      </Form.Item>
      <Form.Item name="pictures" label={t('conventions.field.pictures')}>
        <ImagePicker max={maxPictures} label={t('conventions.pub.picturesPick')} testId={`${testId}-pictures`} />
      </Form.Item>
    </>
  );
}
