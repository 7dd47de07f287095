import { useMutation, useQueryClient } from '@tanstack/react-query';
import { factoryRatingLimits } from '@boothhub/shared/contracts/factoryOptions';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note } from '../../../components/lite/Content';
import { required, TextAreaField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { StarsField } from '../../../components/lite/StarsField';
import { textChecks } from '../../../components/lite/checks';
import { factoriesApi, factoryKeys, type QuoteRequest } from '../api';
import { ratingStars as stars } from '../lib';

/**
 * The business's rating of the factory it chose (Quote/rate), once the show has begun: three whole-star ratings and
 * a comment, sent once; afterwards the rating as given. Plain markup (the lite form kit).
 */
export function RateBuild({ request }: { request: QuoteRequest }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const form = useLiteForm({
    quality: [required(t('factories.rate.required'))],
    punctuality: [required(t('factories.rate.required'))],
    service: [required(t('factories.rate.required'))],
    comment: textChecks(t, t('factories.rate.comment'), { max: factoryRatingLimits.comment.max, trimmed: true }),
  });
  const rate = useMutation({
    mutationFn: (v: Record<'quality' | 'punctuality' | 'service' | 'comment', string>) =>
      factoriesApi.rate({
        id: request.id,
        quality: Number(v.quality),
        punctuality: Number(v.punctuality),
        service: Number(v.service),
        comment: v.comment.trim(),
      }),
    onSuccess: async () => {
      notice.success(t('factories.rate.done'));
      await qc.invalidateQueries({ queryKey: factoryKeys.task(request.taskId) });
    },
  });
  if (request.rating)
    return (
      <Note testId="quote-rating">
        {t('factories.rate.given', {
          quality: request.rating.quality,
          punctuality: request.rating.punctuality,
          service: request.rating.service,
        })}
        {request.rating.comment && ` · ${request.rating.comment}`}
      </Note>
    );
  if (!request.can.rate) return null;
  return (
    <section className="bh-gap-top" aria-labelledby={`quote-rate-${request.id}`} data-testid="quote-rate">
      <h4 id={`quote-rate-${request.id}`} className="bh-h5">
        {t('factories.rate.title')}
      </h4>
      <form className="bh-form" noValidate onSubmit={form.onSubmit((v) => !rate.isPending && rate.mutate(v))}>
        <div className="bh-row-wrap">
          {stars.map((s) => (
            <StarsField key={s.key} {...form.field(s.key)} label={t(s.label)} testId={`quote-rate-${s.key}`} />
          ))}
        </div>
        <TextAreaField
          {...form.field('comment')}
          label={t('factories.rate.comment')}
          maxLength={factoryRatingLimits.comment.max}
          rows={2}
          testId="quote-rate-comment"
        />
        <PrimarySubmit busy={rate.isPending} testId="quote-rate-submit">
          {t('factories.rate.submit')}
        </PrimarySubmit>
      </form>
    </section>
  );
}
