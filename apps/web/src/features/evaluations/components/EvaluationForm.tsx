import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { evaluationLimits } from '@boothhub/shared/contracts/evaluationOptions';
import { TextAreaField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { evaluationChecks } from '../evaluationChecks';
import { StarsField } from '../../../components/lite/StarsField';

export interface RateValues {
  taidu: number;
  sudu: number;
  pinzhi: number;
  content: string;
}

const stars = ['taidu', 'sudu', 'pinzhi'] as const;

/** Attitude, speed and quality as 1–5 stars, and a comment. Plain markup (the lite form kit). */
export function EvaluationForm({
  initial,
  submitText,
  onSubmit,
}: {
  initial?: RateValues;
  submitText: string;
  onSubmit: (v: RateValues) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const form = useLiteForm(
    evaluationChecks(t),
    initial ? { taidu: String(initial.taidu), sudu: String(initial.sudu), pinzhi: String(initial.pinzhi), content: initial.content } : {},
  );
  const finish = useMutation({ mutationFn: (v: RateValues) => onSubmit(v) });
  return (
    <form
      className="bh-form"
      noValidate
      onSubmit={form.onSubmit(
        (v) =>
          !finish.isPending && finish.mutate({ taidu: Number(v.taidu), sudu: Number(v.sudu), pinzhi: Number(v.pinzhi), content: v.content.trim() }),
      )}
    >
      {stars.map((k) => (
        <StarsField key={k} {...form.field(k)} label={t(`tasks.eval.${k}`)} testId={`eval-${k}`} />
      ))}
      <TextAreaField
        {...form.field('content')}
        label={t('evaluations.comment')}
        maxLength={evaluationLimits.content.max}
        rows={3}
        testId="eval-content"
      />
      <p className="bh-secondary bh-paragraph">{t('evaluations.hiddenHint')}</p>
      <PrimarySubmit busy={finish.isPending} testId="eval-submit">
        {submitText}
      </PrimarySubmit>
    </form>
  );
}
