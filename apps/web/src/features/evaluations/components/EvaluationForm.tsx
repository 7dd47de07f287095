import { useState } from 'react';
import { Button, Form, Input, Rate, Typography } from 'antd';
import { useI18n } from '../../../i18n';

export interface RateValues {
  taidu: number;
  sudu: number;
  pinzhi: number;
  content: string;
}

const starRule = { required: true, type: 'integer' as const, min: 1, max: 5 };

/** Attitude, speed and quality as 1–5 stars, and a comment. */
export function EvaluationForm({ initial, submitText, onSubmit }: { initial?: RateValues; submitText: string; onSubmit: (v: RateValues) => Promise<unknown> }) {
  const { t } = useI18n();
  const [form] = Form.useForm<RateValues>();
  const [busy, setBusy] = useState(false);
  const finish = async (v: RateValues) => {
    setBusy(true);
    try {
      await onSubmit({ ...v, content: (v.content ?? '').trim() });
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<RateValues> form={form} layout="vertical" initialValues={initial ?? { content: '' }} onFinish={(v) => void finish(v)} className="bh-form" requiredMark={false}>
      {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
        <Form.Item key={k} name={k} label={t(`tasks.eval.${k}`)} rules={[{ ...starRule, message: t('evaluations.starsRequired') }]}>
          <Rate data-testid={`eval-${k}`} />
        </Form.Item>
      ))}
      <Form.Item name="content" label={t('evaluations.comment')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount data-testid="eval-content" />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('evaluations.hiddenHint')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="eval-submit">
        {submitText}
      </Button>
    </Form>
  );
}
