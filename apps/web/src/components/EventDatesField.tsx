import { DatePicker, Form } from 'antd';
import { useI18n } from '../i18n';
import { eventLengthRule, MAX_EVENT_DAYS } from './eventDates';

/** The dates of an exhibition or a convention (form field `dates`): a required range of at most MAX_EVENT_DAYS days. */
export function EventDatesField({ label, testId }: { label: string; testId: string }) {
  const { t } = useI18n();
  return (
    <Form.Item name="dates" label={label} rules={[{ required: true }, eventLengthRule(t('common.eventTooLong', { days: MAX_EVENT_DAYS }))]}>
      <DatePicker.RangePicker className="bh-full" data-testid={testId} />
    </Form.Item>
  );
}
