import { useId, useState } from 'react';
import { useI18n } from '../../../i18n';
import { CityCascader } from '../../categories';
import type { VenueEdit, VenueSave } from '../api';
import { FormDialog, type DialogForm, type EditorDialogProps } from '../../../components/FormDialog';
import type { PickedImage } from '../../../components/ImagePicker';
import { Switch } from '../../../components/lite/Switch';
import { FieldFrame } from '../../../components/lite/Fields';
import { TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { venueLimits as limits } from '@boothhub/shared/contracts/venueOptions';
import { venueChecks } from '../venueChecks';
import { ImageFields } from './ImageFields';
import { firstWrongHall, hallRows, useHallChecks, VenueHalls, type HallRow } from './VenueHalls';

/** The create / edit dialog of a venue (Admin/venueSave): names and addresses in both languages, images, panoramas and its halls. */
export function VenueForm(dialog: EditorDialogProps<VenueEdit, VenueSave>) {
  const { t } = useI18n();
  const venue = dialog.record;
  return (
    <FormDialog<VenueSave>
      open={dialog.open}
      title={venue ? t('conventions.admin.editVenue', { name: venue.name }) : t('conventions.admin.newVenue')}
      onClose={dialog.onClose}
      onSave={dialog.onSave}
      saveTestId="venue-save"
    >
      {(form) => <VenueFields venue={venue} form={form} />}
    </FormDialog>
  );
}

/** The venue's fields, filled from the venue (or blank) each time the dialog opens. */
function VenueFields({ venue: v, form: dialog }: { venue: VenueEdit | null; form: DialogForm<VenueSave> }) {
  const { t } = useI18n();
  const id = useId();
  const form = useLiteForm(
    venueChecks(t),
    v ? { name: v.name, nameEn: v.nameEn, city: v.city, address: v.address, addressEn: v.addressEn, descr: v.descr, descrEn: v.descrEn } : {},
  );
  const [featured, setFeatured] = useState(v?.featured ?? false);
  const [faceimg, setFaceimg] = useState<PickedImage[]>(v?.faceimg ? [v.faceimg] : []);
  const [pictures, setPictures] = useState<PickedImage[]>(v?.pictures ?? []);
  const [panoramas, setPanoramas] = useState<PickedImage[]>(v?.panoramas ?? []);
  const [halls, setHalls] = useState<HallRow[]>(() => hallRows(v?.halls ?? []));
  const [hallsChecked, setHallsChecked] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const hallChecks = useHallChecks();
  const city = form.field('city');

  const opt = (s: string) => s.trim();
  const send = form.onSubmit((values) => {
    const wrong = firstWrongHall(hallChecks, halls, `${id}-hall`);
    if (wrong) {
      document.getElementById(wrong)?.focus();
      return;
    }
    dialog.send({
      name: values.name.trim(),
      nameEn: opt(values.nameEn),
      city: values.city,
      address: values.address.trim(),
      addressEn: opt(values.addressEn),
      descr: opt(values.descr),
      descrEn: opt(values.descrEn),
      featured,
      faceimg: faceimg[0]?.fileId ?? null,
      pictures: pictures.map((p) => p.fileId),
      panoramas: panoramas.map((p) => p.fileId),
      halls: halls.map((h) => ({ name: h.name.trim(), nameEn: opt(h.nameEn), plaza: Number(h.plaza.trim()), sizes: Number(h.sizes.trim()) })),
    });
  });
  return (
    <form
      id={dialog.id}
      noValidate
      onSubmit={(e) => {
        setHallsChecked(true);
        send(e);
      }}
      data-testid="venue-form"
    >
      <div className="bh-form-grid">
        <TextField {...form.field('name')} label={t('conventions.admin.name')} maxLength={limits.name.max} testId="venue-name-input" />
        <TextField {...form.field('nameEn')} label={t('conventions.admin.nameEn')} maxLength={limits.nameEn.max} testId="venue-name-en-input" />
      </div>
      <FieldFrame id={city.id} label={t('conventions.field.city')} error={city.error}>
        <CityCascader id={city.id} value={city.value || undefined} onChange={(c) => city.onChange(c ?? '')} testId="venue-city-input" />
      </FieldFrame>
      <div className="bh-form-grid">
        <TextField {...form.field('address')} label={t('conventions.admin.address')} maxLength={limits.address.max} testId="venue-address-input" />
        <TextField {...form.field('addressEn')} label={t('conventions.admin.addressEn')} maxLength={limits.addressEn.max} />
      </div>
      <TextAreaField {...form.field('descr')} label={t('conventions.field.descr')} rows={2} maxLength={limits.descr.max} testId="venue-descr-input" />
      <TextAreaField {...form.field('descrEn')} label={t('conventions.field.descrEn')} rows={2} maxLength={limits.descr.max} />
      <div className="bh-field">
        <Switch checked={featured} onChange={setFeatured} label={t('conventions.admin.featured')} />
      </div>
      <ImageFields
        cover={{ value: faceimg, onChange: setFaceimg }}
        pictures={{ value: pictures, onChange: setPictures }}
        maxPictures={20}
        panoramas={{ value: panoramas, onChange: setPanoramas, max: 6 }}
        testId="venue"
      />
      <VenueHalls
        idBase={`${id}-hall`}
        rows={halls}
        onChange={setHalls}
        checked={hallsChecked}
        touched={touched}
        onTouch={(key) => setTouched((s) => (s.has(key) ? s : new Set(s).add(key)))}
      />
    </form>
  );
}
