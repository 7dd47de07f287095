import { Form, Input } from 'antd';
import { CONTACT_PHONE } from '@boothhub/shared/contracts/taskOptions';

interface Pair {
  name: string;
  phone: string;
}

/**
 * The contact person of a brief or a publication (a task, a service order, a convention): the name (required, at
 * most 40 characters) and the phone (required, the contracts' `CONTACT_PHONE`, the server's check; `phoneInvalid` says when it is not one).
 */
export function ContactFields({ names, labels, testIds, phoneInvalid }: { names: Pair; labels: Pair; testIds: Pair; phoneInvalid?: string }) {
  return (
    <>
      <Form.Item name={names.name} label={labels.name} rules={[{ required: true, max: 40, whitespace: true }]}>
        <Input maxLength={40} data-testid={testIds.name} />
      </Form.Item>
      <Form.Item name={names.phone} label={labels.phone} rules={[{ required: true }, { pattern: CONTACT_PHONE, message: phoneInvalid }]}>
        <Input inputMode="tel" maxLength={20} data-testid={testIds.phone} />
      </Form.Item>
    </>
  );
}
