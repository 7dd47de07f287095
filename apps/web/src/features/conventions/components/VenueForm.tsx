import { Button, Form, Input, InputNumber, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { CityCascader } from '../../categories';
import type { VenueEdit, VenueSave } from '../api';
import { FormDialog, type EditorDialogProps } from '../../../components/FormDialog';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';

interface Hall {
  name: string;
  nameEn?: string;
  plaza: number;
  sizes: number;
}

interface Values {
  name: string;
  nameEn?: string;
  city: string;
  address: string;
  addressEn?: string;
  descr?: string;
  descrEn?: string;
  featured: boolean;
  faceimg: PickedImage[];
  pictures: PickedImage[];
  panoramas: PickedImage[];
  halls: Hall[];
}

const blank: Values = { name: '', city: '', address: '', featured: false, faceimg: [], pictures: [], panoramas: [], halls: [] };

function toValues(v: VenueEdit): Values {
  return {
    name: v.name,
    nameEn: v.nameEn ?? '',
    city: v.city,
    address: v.address,
    addressEn: v.addressEn ?? '',
    descr: v.descr,
    descrEn: v.descrEn ?? '',
    featured: v.featured,
    faceimg: v.faceimg ? [v.faceimg] : [],
    pictures: v.pictures,
    panoramas: v.panoramas,
    halls: v.halls.map((h) => ({ name: h.name, nameEn: h.nameEn ?? '', plaza: h.plaza, sizes: h.sizes })),
  };
}

function toBody(v: Values): VenueSave {
  const opt = (s: string | undefined) => s?.trim() ?? '';
  return {
    name: v.name.trim(),
    nameEn: opt(v.nameEn),
    city: v.city,
    address: v.address.trim(),
    addressEn: opt(v.addressEn),
    descr: opt(v.descr),
    descrEn: opt(v.descrEn),
    featured: v.featured,
    faceimg: v.faceimg[0]?.fileId ?? null,
    pictures: v.pictures.map((p) => p.fileId),
    panoramas: v.panoramas.map((p) => p.fileId),
    halls: (v.halls ?? []).map((h) => ({ name: h.name.trim(), nameEn: opt(h.nameEn), plaza: h.plaza, sizes: h.sizes })),
  };
}

/** The create / edit dialog of a venue (Admin/venueSave): names and addresses in both languages, images, panoramas and its halls. */
export function VenueForm(dialog: EditorDialogProps<VenueEdit, VenueSave>) {
  const { t } = useI18n();
  const venue = dialog.record;
  return (
    <FormDialog
      {...dialog}
      title={venue ? t('conventions.admin.editVenue', { name: venue.name }) : t('conventions.admin.newVenue')}
      blank={blank}
      toValues={toValues}
      toBody={toBody}
      width={760}
      saveTestId="venue-save"
      formTestId="venue-form"
    >
      <div className="bh-form-grid">
        <Form.Item name="name" label={t('conventions.admin.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input maxLength={80} data-testid="venue-name-input" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('conventions.admin.nameEn')} rules={[{ max: 120 }]}>
          <Input maxLength={120} data-testid="venue-name-en-input" />
        </Form.Item>
      </div>
      <Form.Item name="city" label={t('conventions.field.city')} rules={[{ required: true }]}>
        <CityCascader testId="venue-city-input" aria-label={t('conventions.field.city')} />
      </Form.Item>
      <div className="bh-form-grid">
        <Form.Item name="address" label={t('conventions.admin.address')} rules={[{ required: true, whitespace: true, max: 160 }]}>
          <Input maxLength={160} data-testid="venue-address-input" />
        </Form.Item>
        <Form.Item name="addressEn" label={t('conventions.admin.addressEn')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item name="descr" label={t('conventions.field.descr')} rules={[{ max: 5000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} data-testid="venue-descr-input" />
      </Form.Item>
      <Form.Item name="descrEn" label={t('conventions.field.descrEn')} rules={[{ max: 8000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={8000} />
      </Form.Item>
      <Form.Item name="featured" label={t('conventions.admin.featured')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="faceimg" label={t('conventions.field.cover')}>
        <ImagePicker max={1} label={t('conventions.pub.coverPick')} testId="venue-cover" />
      </Form.Item>
      <Form.Item name="pictures" label={t('conventions.field.pictures')}>
        <ImagePicker max={20} label={t('conventions.pub.picturesPick')} testId="venue-pictures" />
      </Form.Item>
      <Form.Item name="panoramas" label={t('conventions.admin.panoramas')}>
        <ImagePicker max={6} label={t('conventions.pub.picturesPick')} testId="venue-panoramas" />
      </Form.Item>
      <Form.List name="halls">
        {(fields, { add, remove }) => (
          <div data-testid="venue-halls-editor">
            <div className="bh-card-title">{t('conventions.venue.halls')}</div>
            {fields.map((f) => (
              <div key={f.key} className="bh-cv-hall-row">
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[{ required: true, whitespace: true, max: 60 }]}
                  aria-label={t('conventions.admin.hallName')}
                >
                  <Input maxLength={60} placeholder={t('conventions.admin.hallName')} data-testid={`venue-hall-name-${f.name}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'nameEn']} rules={[{ max: 80 }]}>
                  <Input maxLength={80} placeholder={t('conventions.admin.hallNameEn')} />
                </Form.Item>
                <HallNumber row={f.name} field="plaza" placeholder={t('conventions.venue.area')} />
                <HallNumber row={f.name} field="sizes" placeholder={t('conventions.venue.capacity')} />
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(f.name)} />
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', plaza: 0, sizes: 0 })} data-testid="venue-hall-add">
              {t('conventions.admin.addHall')}
            </Button>
          </div>
        )}
      </Form.List>
    </FormDialog>
  );
}

/** A hall's whole number (area, capacity) in the venue form; test id `venue-hall-${field}-${row}`. */
function HallNumber({ row, field, placeholder }: { row: number; field: 'plaza' | 'sizes'; placeholder: string }) {
  return (
    <Form.Item name={[row, field]} rules={[{ required: true, type: 'integer', min: 0, max: 10_000_000 }]}>
      <InputNumber min={0} precision={0} className="bh-full" placeholder={placeholder} data-testid={`venue-hall-${field}-${row}`} />
    </Form.Item>
  );
}
