import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FACTORY_CERTS_MAX, FACTORY_PHOTOS_MAX, factoryLimits } from '@boothhub/shared/contracts/factoryOptions';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { ImagePickerField, type PickedImage } from '../../../components/ImagePicker';
import { Note, Panel, Skeleton } from '../../../components/lite/Content';
import { TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { describe, FieldFrame } from '../../../components/lite/Fields';
import { profileChecks } from '../profileChecks';
import { CityCascader } from '../../categories';
import { factoriesApi, factoryKeys, type Capability } from '../api';
import { CapabilityChecks } from '../components/bits';

type Profile = Awaited<ReturnType<typeof factoriesApi.mine>>;

/** /personalCenter/factoryProfile: a factory's company profile (Factory/profile, Factory/profileSave). Plain markup. */
export default function FactoryProfile() {
  const { t } = useI18n();
  const mine = useQuery({ queryKey: factoryKeys.mine, queryFn: factoriesApi.mine });
  return (
    <Panel
      title={t('factories.title.profile')}
      level={1}
      large
      extra={mine.data?.exists && <Link to={`/factoryInfo?cardno=${mine.data.cardno}`}>{t('factories.profile.view')}</Link>}
      testId="fa-profile-page"
    >
      {mine.isError ? <Note error>{t('request.fallback')}</Note> : mine.data ? <ProfileForm profile={mine.data} /> : <Skeleton />}
    </Panel>
  );
}

/** The profile's fields, filled from the profile as the server has it; all of them off for a member who is no factory. */
function ProfileForm({ profile: p }: { profile: Profile }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const label = {
    companyName: t('factories.field.companyName'),
    companyNameEn: t('factories.field.companyNameEn'),
    city: t('factories.field.city'),
    capabilities: t('factories.field.capabilities'),
    workshopArea: t('factories.field.workshopArea'),
    annualCapacity: t('factories.field.annualCapacity'),
    descr: t('factories.field.descr'),
    certificates: t('factories.field.certificates'),
    photos: t('factories.field.photos'),
  };
  const form = useLiteForm(
    {
      ...profileChecks(t, label),
      city: [(v) => (v ? undefined : t('form.required', { label: label.city }))],
      // the ticked capabilities, joined by commas
      capabilities: [(v) => (v ? undefined : t('form.required', { label: label.capabilities }))],
    },
    {
      companyName: p.companyName,
      companyNameEn: p.companyNameEn ?? '',
      city: p.city,
      capabilities: p.capabilities.join(','),
      workshopArea: String(p.workshopArea),
      annualCapacity: String(p.annualCapacity),
      descr: p.descr,
    },
  );
  const [certificates, setCertificates] = useState<PickedImage[]>(p.certificates);
  const [photos, setPhotos] = useState<PickedImage[]>(p.photos);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof factoriesApi.save>[0]) => factoriesApi.save(body),
    onSuccess: async (data) => {
      qc.setQueryData(factoryKeys.mine, data);
      await qc.invalidateQueries({ queryKey: factoryKeys.all });
      notice.success(t('factories.profile.saved'));
    },
  });
  const send = form.onSubmit((v) => {
    if (save.isPending) return;
    save.mutate({
      companyName: v.companyName,
      companyNameEn: v.companyNameEn || null,
      city: v.city,
      capabilities: v.capabilities.split(',') as Capability[],
      workshopArea: Number(v.workshopArea.trim()),
      annualCapacity: Number(v.annualCapacity.trim()),
      descr: v.descr,
      certificates: certificates.map((i) => i.fileId),
      photos: photos.map((i) => i.fileId),
    });
  });
  const city = form.field('city');
  const caps = form.field('capabilities');
  const certsId = `${caps.id}-certs`;
  const photosId = `${caps.id}-photos`;
  return (
    <>
      {!p.canSave && <Note warning>{t('factories.profile.factoriesOnly')}</Note>}
      <form className="bh-form bh-gap-top" onSubmit={send} noValidate>
        <fieldset className="bh-fieldset" disabled={!p.canSave}>
          <TextField {...form.field('companyName')} label={label.companyName} maxLength={factoryLimits.companyName.max} testId="fa-company" />
          <TextField {...form.field('companyNameEn')} label={label.companyNameEn} maxLength={factoryLimits.companyNameEn.max} />
          <FieldFrame id={city.id} label={label.city} error={city.error}>
            <CityCascader
              id={city.id}
              value={city.value || undefined}
              onChange={(c) => city.onChange(c ?? '')}
              testId="fa-profile-city"
              {...describe(city)}
            />
          </FieldFrame>
          <FieldFrame id={caps.id} label={label.capabilities} error={caps.error} group>
            <CapabilityChecks
              id={caps.id}
              value={caps.value ? (caps.value.split(',') as Capability[]) : []}
              onChange={(v) => caps.onChange(v.join(','))}
              label={label.capabilities}
              describedBy={describe(caps)['aria-describedby']}
              testId="fa-profile-caps"
            />
          </FieldFrame>
          <div className="bh-form-grid">
            <WholeField
              {...form.field('workshopArea')}
              label={label.workshopArea}
              unit="m²"
              max={factoryLimits.workshopArea.max}
              autoComplete="off"
              testId="fa-area"
            />
            <WholeField
              {...form.field('annualCapacity')}
              label={label.annualCapacity}
              max={factoryLimits.annualCapacity.max}
              autoComplete="off"
              testId="fa-capacity"
            />
          </div>
          <TextAreaField {...form.field('descr')} label={label.descr} rows={4} maxLength={factoryLimits.descr.max} />
          <ImagePickerField
            field={{ id: certsId }}
            purpose="factory"
            value={certificates}
            onChange={setCertificates}
            max={FACTORY_CERTS_MAX}
            label={label.certificates}
            testId="fa-certs-picker"
          />
          <ImagePickerField
            field={{ id: photosId }}
            purpose="factory"
            value={photos}
            onChange={setPhotos}
            max={FACTORY_PHOTOS_MAX}
            label={label.photos}
            testId="fa-photos-picker"
          />
          <PrimarySubmit busy={save.isPending} testId="fa-profile-save">
            {t('common.save')}
          </PrimarySubmit>
        </fieldset>
      </form>
    </>
  );
}
