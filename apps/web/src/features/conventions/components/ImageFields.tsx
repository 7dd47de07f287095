import { ImagePickerField, type PickedImage } from '../../../components/ImagePicker';
import { useI18n } from '../../../i18n';

interface Images {
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
}

/**
 * The cover and pictures pickers of a convention's or a venue's form in plain markup (each a field whose label names
 * its pick button), and a venue's 360° panoramas when given; test ids `${testId}-cover`, `${testId}-pictures`,
 * `${testId}-panoramas`.
 */
export function ImageFields({
  cover,
  pictures,
  maxPictures,
  panoramas,
  testId,
}: {
  cover: Images;
  pictures: Images;
  maxPictures: number;
  panoramas?: Images & { max: number };
  testId: string;
}) {
  const { t } = useI18n();
  const field = (key: string, images: Images, max: number, label: string, pick: string) => {
    const id = `${testId}-${key}-field`;
    return <ImagePickerField field={{ id, label }} {...images} max={max} label={pick} labelledBy={`${id}-label`} testId={`${testId}-${key}`} />;
  };
  return (
    <>
      {field('cover', cover, 1, t('conventions.field.cover'), t('conventions.pub.coverPick'))}
      {field('pictures', pictures, maxPictures, t('conventions.field.pictures'), t('conventions.pub.picturesPick'))}
      {panoramas && field('panoramas', panoramas, panoramas.max, t('conventions.admin.panoramas'), t('conventions.pub.picturesPick'))}
    </>
  );
}
