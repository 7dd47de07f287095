import type { DemoSeedStep } from '../demo/demo.service.js';
import { addMissingPages, type PageInput } from './content.service.js';

/**
 * The starting help and about pages (docs/rules/README.md), in both languages.
 * Added on an empty database by the demo data; admins edit them in the back office.
 * Plain text: blank lines between paragraphs, `## ` headings, `- ` list items.
 */
export const starterPages: PageInput[] = [
  {
    slug: 'publish-a-task',
    section: 'help',
    sort: 10,
    titleZh: '如何发布设计任务',
    titleEn: 'How to publish a design task',
    bodyZh: `以企业身份登录后，在“发布任务”中填写展台需求，设计师就能报名。

## 填写需求
- 标题、设计类型、面积（平方米）、尺寸与开口数（单开口、转角、半岛、岛型）
- 展会城市与场馆、展期，以及希望收到设计的截止日期
- 需要的成果（效果图、施工图等）、风格与具体要求
- 预算：以平台金币计，1 金币 = 1 元
- 联系人与附件（标志、平面图）：只有您选中的设计师和平台管理员能看到

## 支付与招募
任务保存后处于“待支付”，只有您能看到，可随时修改或删除。输入支付密码付款后，预算进入平台托管，任务开始招募。截止日期前没有选定设计师、或您主动取消时，托管款全额退回。

## 选定设计师与验收
在报名列表中查看设计师的方案、评分和作品，选定一位后其余报名者会收到通知。设计师交付后，您可以验收或要求修改（最多 3 次）。验收后（或交付 7 天内未处理自动验收），托管款支付给设计师。`,
    bodyEn: `Log in as a business and fill in "Publish a task"; designers can then sign up for it.

## Describe the job
- Title, design type, area (m²), dimensions and open sides (inline, corner, peninsula, island)
- Exhibition city and venue, show dates, and the date you need the design by
- Deliverables (renderings, construction drawings …), style and requirements
- Budget, in platform coins (1 coin = 1 CNY)
- Contact person and attachments (logo, floor plan): only the designer you select and the platform's admins see them

## Pay and recruit
A saved task is "unpaid": only you see it, and you may edit or delete it. Pay with your payment PIN and the budget goes into escrow; the task starts recruiting. If you cancel, or the due date passes with no designer selected, the escrow is refunded in full.

## Select and accept
Compare the applicants' proposals, ratings and works, and select one; the others are told. When the designer delivers, accept the design or ask for a revision (up to 3 times). On acceptance — or automatically 7 days after a delivery you did not review — the escrow is paid to the designer.`,
  },
  {
    slug: 'designer-payment',
    section: 'help',
    sort: 20,
    titleZh: '设计师如何获得报酬',
    titleEn: 'How designers get paid',
    bodyZh: `企业在发布任务时已把预算付入平台托管，所以您报名的每个招募中任务都有资金保障。

## 流程
- 在任务大厅报名，写明方案思路、所需天数，可附报价供参考
- 被选中后开始设计，通过“上传设计”交付；每次交付都会保留版本
- 企业验收后，托管款扣除平台佣金（默认 10%，不足一分的部分归设计师）转入您的可用余额
- 交付后 7 天企业未处理，系统自动验收

## 发生争议时
任务进行中或已交付时，双方都可以发起投诉，托管款将被冻结，由平台管理员调查后决定支付给设计师、退还企业或按金额分配。`,
    bodyEn: `A business pays the budget into escrow when it publishes a task, so every recruiting task you sign up for is funded.

## The steps
- Sign up in the task hall with your approach, the days you need and, if you like, a quoted price for information
- Once selected, design and deliver through "Upload design"; every delivery is kept as a version
- When the business accepts, the escrow less the platform commission (10% by default, rounded in your favour) moves to your available balance
- If the business does not review a delivery within 7 days, it is accepted automatically

## If there is a dispute
While a task is in progress or delivered, either side may file a complaint. The escrow is frozen until an admin decides: pay the designer, refund the business, or split by amount.`,
  },
  {
    slug: 'withdrawals',
    section: 'help',
    sort: 30,
    titleZh: '提现说明',
    titleEn: 'Withdrawals',
    bodyZh: `可用余额中的平台金币可以提现为人民币（1 金币 = 1 元）。

## 提现前
- 完成实名认证并通过审核
- 设置 6 位支付密码
- 收款账户（支付宝或银行卡）的户名必须与实名认证姓名一致

## 规则
- 单笔最低 100.00 金币，每天合计最多 50,000.00 金币
- 提交后金额立即冻结，管理员打款后状态变为“已打款”并附打款流水号
- 若申请被驳回，冻结的金额会退回可用余额，您会收到说明原因的消息`,
    bodyEn: `Coins in your available balance can be withdrawn as cash (1 coin = 1 CNY).

## Before you withdraw
- Have your identity verified and approved
- Set a 6-digit payment PIN
- The holder of the receiving account (Alipay or bank card) must match your verified name

## Rules
- At least 100.00 coins per withdrawal, at most 50,000.00 a day in total
- The amount is held as soon as you apply; when an admin pays it out the withdrawal shows "paid" with a payout reference
- If a withdrawal is rejected, the held amount returns to your available balance and a message tells you why`,
  },
  {
    slug: 'account-security',
    section: 'help',
    sort: 40,
    titleZh: '账号安全',
    titleEn: 'Account security',
    bodyZh: `## 密码
密码 8–64 位，至少包含一个字母和一个数字。修改或重置密码后，您在其他设备上的登录会全部失效。

## 登录保护
同一手机号 15 分钟内连续输错 5 次密码会被暂时锁定，请稍后再试或通过短信验证码重置密码。

## 支付密码
付款和提现需要 6 位支付密码；连续输错 5 次将锁定 1 小时。平台工作人员不会向您索要密码、支付密码或验证码。

## 异常情况
如果发现账号有异常操作，请立即修改密码并联系平台客服。`,
    bodyEn: `## Password
Passwords are 8–64 characters with at least one letter and one digit. Changing or resetting your password logs you out on every other device.

## Login protection
After 5 wrong passwords for a phone number within 15 minutes, logging in is paused for a while; try again later or reset your password with an SMS code.

## Payment PIN
Paying for a task and withdrawing need your 6-digit payment PIN; 5 wrong tries lock it for an hour. BoothHub staff never ask for your password, PIN or SMS codes.

## Something looks wrong?
If you see activity you do not recognise, change your password at once and contact support.`,
  },
  {
    slug: 'about',
    section: 'about',
    sort: 0,
    titleZh: '关于 BoothHub',
    titleEn: 'About BoothHub',
    bodyZh: `BoothHub 是服务会展行业的设计任务平台：参展企业和主办方发布有偿的展台、舞台与展厅设计任务，设计师报名、交付设计并获得报酬。

## 我们提供
- 资金托管的设计任务：预算先入托管，验收后才支付给设计师
- 展会、会议与场馆信息

## 即将上线
- 设计师与搭建工厂名录、设计作品展示
- 3D 模型中心：在浏览器中旋转、缩放查看模型

## 联系我们
工作日 9:00–18:00 通过消息中心或客服邮箱联系平台运营团队。`,
    bodyEn: `BoothHub is a marketplace for the exhibition and convention industry: exhibitors and organisers post paid booth, stage and hall design jobs; designers sign up, deliver designs and get paid.

## What you will find
- Design tasks with escrow: the budget is held by the platform and paid to the designer on acceptance
- A catalogue of exhibitions, conventions and venues

## Coming soon
- Directories of designers and stand-building factories, and designer portfolios
- A 3D model centre: orbit and zoom models right in the browser

## Contact
Reach the operations team through the message centre or the support mailbox, on working days from 9:00 to 18:00 (China time).`,
  },
];

/** The demo data's help and about pages. */
export const contentDemoStep: DemoSeedStep = {
  name: 'help and about pages',
  run: async (db, _ctx, _members, now) => void (await addMissingPages(db, starterPages, now)),
};
