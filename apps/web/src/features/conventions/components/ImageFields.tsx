import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { FieldFrame } from '../../../components/lite/Fields';
import { useI18n } from '../../../i18n';

interface Images {
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
}

/**
 * The cover and pictures pickers of a convention's form in plain markup (each a field with its label); test ids
 * `${testId}-cover`, `${testId}-pictures`.
 */
export function ImageFields({ cover, pictures, maxPictures, testId }: { cover: Images; pictures: Images; maxPictures: number; testId: string }) {
  const { t } = useI18n();
  return (
    <>
      <FieldFrame id={`${testId}-cover-field`} label={t('conventions.field.cover')} group>
        <ImagePicker {...cover} max={1} label={t('conventions.pub.coverPick')} testId={`${testId}-cover`} />
      </FieldFrame>
      <FieldFrame id={`${testId}-pictures-field`} label={t('conventions.field.pictures')} group>
        <ImagePicker {...pictures} max={maxPictures} label={t('conventions.pub.picturesPick')} testId={`${testId}-pictures`} />
      </FieldFrame>
    </>
  );
}
