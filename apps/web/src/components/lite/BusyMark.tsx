import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from './Icon';

/** antd's turning mark of a busy button (drawn by form.css `.bh-busy-mark`). */
export function BusyMark() {
  return <Icon icon={LoadingOutlined} className="bh-busy-mark" />;
}
