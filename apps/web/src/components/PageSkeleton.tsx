import { Card, Skeleton } from 'antd';

/** A profile page while its data loads (a designer's page, the member's home): a card of grey lines with an avatar. */
export function ProfileSkeleton() {
  return (
    <div className="bh-container">
      <Card>
        <Skeleton active avatar />
      </Card>
    </div>
  );
}
