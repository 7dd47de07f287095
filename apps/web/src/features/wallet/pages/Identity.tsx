import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { identity } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { IdPhotoUpload } from '../components/IdPhotoUpload';
import { StatusTag } from '../../../components/money';

interface Values {
  realname: string;
  idno: string;
  frontFileId: string;
  backFileId: string;
}

/**
 * /personalCenter/identity: identity verification (Member/userAuth, userAuthInfo) — real name, ID number (its
 * check digit verified here and on the server), photos of both sides as private files. States none → pending →
 * approved | rejected (with the reason); after a rejection the form comes back for a resubmission.
 */
export default function Identity() {
  const { t } = useI18n();
  const done = useWalletDone();
  const [form] = Form.useForm<Values>();
  const info = useQuery({ queryKey: walletKeys.identity, queryFn: walletApi.userAuthInfo });
  const d = info.data;

  const submit = useMutation({
    mutationFn: async (v: Values) => {
      await walletApi.userAuth({
        realname: v.realname.trim(),
        idno: v.idno.trim().toUpperCase(),
        frontFileId: v.frontFileId,
        backFileId: v.backFileId,
      });
      form.resetFields();
      await done(t('identity.submitted'));
    },
  });

  if (!d) return <Card>{info.isPending ? <Skeleton active /> : null}</Card>;

  const facts = (
    <Descriptions size="small" column={1} className="bh-gap-top-s">
      <Descriptions.Item label={t('identity.state')}>
        <StatusTag status={d.personauth} testId="identity-state" />
      </Descriptions.Item>
      {d.realname && <Descriptions.Item label={t('identity.realname')}>{d.realname}</Descriptions.Item>}
      {d.idno && <Descriptions.Item label={t('identity.idno')}>{d.idno}</Descriptions.Item>}
      {d.dates && <Descriptions.Item label={t('identity.submittedAt')}>{formatDateTime(d.dates)}</Descriptions.Item>}
      {d.reviewedAt && <Descriptions.Item label={t('identity.reviewedAt')}>{formatDateTime(d.reviewedAt)}</Descriptions.Item>}
    </Descriptions>
  );

  if (d.personauth === 'approved' || d.personauth === 'pending') {
    const approved = d.personauth === 'approved';
    return (
      <Card title={t('wallet.title.identity')}>
        <Result
          status={approved ? 'success' : 'info'}
          title={
            <span data-testid={approved ? 'identity-approved' : 'identity-pending'}>
              {t(approved ? 'identity.approvedTitle' : 'identity.pendingTitle')}
            </span>
          }
          subTitle={t(approved ? 'identity.approvedText' : 'identity.pendingText')}
          extra={
            approved ? (
              <Link to="/personalCenter/caseOut">
                <Button type="primary">{t('wallet.title.caseOut')}</Button>
              </Link>
            ) : undefined
          }
        />
        {facts}
      </Card>
    );
  }

  return (
    <Card title={t('wallet.title.identity')}>
      {d.personauth === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          data-testid="identity-rejected"
          title={t('identity.rejectedTitle')}
          description={
            <>
              {t('wallet.reason')}: <span data-testid="identity-reason">{d.reason}</span>
              <br />
              {t('identity.resubmit')}
            </>
          }
        />
      ) : (
        <Alert type="info" showIcon title={t('identity.why')} />
      )}
      {d.personauth === 'rejected' && facts}
      <Form<Values> form={form} layout="vertical" requiredMark={false} className="bh-form bh-gap-top" onFinish={submit.mutate}>
        <Form.Item
          name="realname"
          label={t('identity.realname')}
          extra={t('identity.realnameHint')}
          rules={[
            { required: true, whitespace: true },
            { min: 2, max: 30 },
            { pattern: /^[\p{Script=Han}·•A-Za-z .'-]+$/u, message: t('identity.realnameInvalid') },
          ]}
        >
          <Input maxLength={30} autoComplete="name" data-testid="identity-realname" />
        </Form.Item>
        <Form.Item
          name="idno"
          label={t('identity.idno')}
          rules={[
            { required: true, whitespace: true },
            {
              validator: async (_r, v: string | undefined) => {
                if (v && v.trim() && !identity.isValidIdNumber(v.trim())) throw new Error(t('identity.idnoInvalid'));
              },
            },
          ]}
        >
          <Input maxLength={18} autoComplete="off" data-testid="identity-idno" />
        </Form.Item>
        <div className="bh-id-photos bh-gap-bottom">
          <Form.Item name="frontFileId" rules={[{ required: true, message: t('identity.photoRequired') }]}>
            <IdPhotoUpload label={t('identity.front')} testId="identity-front" />
          </Form.Item>
          <Form.Item name="backFileId" rules={[{ required: true, message: t('identity.photoRequired') }]}>
            <IdPhotoUpload label={t('identity.back')} testId="identity-back" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="identity-submit">
          {d.personauth === 'rejected' ? t('identity.resubmitButton') : t('identity.submit')}
        </Button>
      </Form>
    </Card>
  );
}
