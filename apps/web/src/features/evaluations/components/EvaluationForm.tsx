import { Button, Form, Input, Rate, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';

export interface RateValues {
  taidu: number;
  sudu: number;
  pinzhi: number;
  content: string;
}

const starRule = { required: true, type: 'integer' as const, min: 1, max: 5 };

/** Attitude, speed and quality as 1–5 stars, and a comment. */
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
  const [form] = Form.useForm<RateValues>();
  const finish = useMutation({ mutationFn: (v: RateValues) => onSubmit({ ...v, content: (v.content ?? '').trim() }) });
  return (
    <Form<RateValues>
      form={form}
      layout="vertical"
      initialValues={initial ?? { content: '' }}
      onFinish={finish.mutate}
      className="bh-form"
      requiredMark={false}
    >
      {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
        <Form.Item key={k} name={k} label={t(`tasks.eval.${k}`)} rules={[{ ...starRule, message: t('evaluations.starsRequired') }]}>
          <Rate data-testid={`eval-${k}`} />
        </Form.Item>
      ))}
      <Form.Item name="content" label={t('evaluations.comment')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount data-testid="eval-content" />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('evaluations.hiddenHint')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={finish.isPending} data-testid="eval-submit">
        {submitText}
      </Button>
    </Form>
  );
}
