import { Spin } from 'antd';

export function PageSpin() {
  return (
    <div className="bh-page-spin">
      <Spin size="large" />
    </div>
  );
}
