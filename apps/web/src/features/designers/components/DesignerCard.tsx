import '../designers.css';
import { Avatar, Card, Space, Typography } from 'antd';
import { CheckCircleOutlined, EnvironmentOutlined, PictureOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import type { DesignerCardItem } from '../api';
import { RatingsLine } from './Ratings';

/** One designer in the directory: avatar, name, city, the three ratings, completed tasks and up to three work covers. */
export function DesignerCard({ item }: { item: DesignerCardItem }) {
  const { t } = useI18n();
  const to = `/designInfo?cardno=${item.cardno}`;
  return (
    <Card size="small" data-testid={`ds-card-${item.cardno}`}>
      <div className="bh-ds-card-head">
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <Avatar size={56} src={item.userlogo || undefined} icon={<UserOutlined />} />
        </Link>
        <div>
          <Link to={to} className="bh-ds-card-name" data-testid="ds-name">
            {item.nickname}
          </Link>
          <div>
            <Space size="middle" wrap>
              {item.city && (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> {item.city}
                </Typography.Text>
              )}
              {item.ratingCount > 0 && (
                <Typography.Text data-testid="ds-rating">
                  <StarFilled style={{ color: '#faad14' }} /> {item.rating.toFixed(1)}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                <CheckCircleOutlined /> {t('designers.completed', { count: item.completed })}
              </Typography.Text>
            </Space>
          </div>
        </div>
      </div>
      <RatingsLine item={item} />
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <div className="bh-ds-covers">
          {[0, 1, 2].map((i) =>
            item.covers[i] ? (
              <img key={i} src={item.covers[i]} alt="" loading="lazy" />
            ) : (
              <div key={i} className="bh-ds-cover-empty">
                {i === 0 && item.covers.length === 0 ? <PictureOutlined /> : null}
              </div>
            ),
          )}
        </div>
      </Link>
    </Card>
  );
}
