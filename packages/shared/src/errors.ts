/**
 * The one error-code catalogue (docs/rules/api.md). Every failure the API can
 * answer with is named here, with its HTTP status, the seed's showType and a
 * message in both languages. `{name}` placeholders are filled from `params`.
 */
export const ShowType = { silent: 0, warning: 1, error: 2, notification: 4, redirect: 9 } as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];

interface ErrorDef {
  status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 429 | 431 | 500 | 503;
  showType: ShowType;
  en: string;
  zh: string;
}

const def = (status: ErrorDef['status'], en: string, zh: string, showType: ShowType = ShowType.error): ErrorDef => ({
  status,
  showType,
  en,
  zh,
});

export const errorCatalogue = {
  // platform
  VALIDATION_FAILED: def(400, 'Invalid value for {field}: {reason}', '{field} 的值无效：{reason}'),
  MALFORMED_JSON: def(400, 'The request body is not valid JSON.', '请求内容不是有效的 JSON。'),
  MALFORMED_REQUEST: def(400, 'The request is not valid HTTP.', '请求格式不正确。'),
  REQUEST_TIMEOUT: def(408, 'The request took too long to arrive.', '请求超时。'),
  UNSUPPORTED_MEDIA_TYPE: def(400, 'Unsupported content type.', '不支持的内容类型。'),
  NOT_FOUND: def(404, 'Not found.', '未找到。'),
  ROUTE_NOT_FOUND: def(404, 'No such call: {method} {url}', '没有这个接口：{method} {url}'),
  PAYLOAD_TOO_LARGE: def(413, 'The request is too large.', '请求内容过大。'),
  HEADERS_TOO_LARGE: def(431, 'The request headers are too large (too many or too long cookies?).', '请求头过大（Cookie 过多或过长？）。'),
  RATE_LIMITED: def(429, 'Too many requests, please try again in {minutes} minutes.', '请求过于频繁，请 {minutes} 分钟后再试。'),
  INTERNAL: def(500, 'Something went wrong on our side. Please retry.', '服务器出错了，请稍后重试。'),
  SERVICE_UNAVAILABLE: def(503, 'The service is briefly unavailable. Please retry in a moment.', '服务暂不可用，请稍后重试。', ShowType.warning),
  ORIGIN_REJECTED: def(403, 'This request came from another site and was refused.', '请求来源不被允许。'),
  // auth
  AUTH_REQUIRED: def(401, 'Please log in first.', '请先登录。', ShowType.warning),
  FORBIDDEN: def(403, 'You are not allowed to do this.', '没有权限执行此操作。'),
  ACCOUNT_BANNED: def(403, 'This account has been suspended.', '该账号已被封禁。'),
  LOGIN_FAILED: def(401, 'Phone number or password is incorrect.', '手机号或密码错误。'),
  LOGIN_LOCKED: def(429, 'Too many attempts, try again in {minutes} minutes.', '尝试次数过多，请 {minutes} 分钟后再试。'),
  PHONE_TAKEN: def(409, 'This phone number is already registered.', '该手机号已注册。'),
  PHONE_NOT_REGISTERED: def(404, 'This phone number is not registered.', '该手机号未注册。'),
  CODE_COOLDOWN: def(429, 'Please wait {seconds} seconds before requesting another code.', '请 {seconds} 秒后再获取验证码。', ShowType.warning),
  CODE_DAILY_LIMIT: def(429, 'Too many codes requested today. Please try tomorrow.', '今日获取验证码次数过多，请明天再试。'),
  CODE_IP_LIMIT: def(429, 'Too many codes requested from this network. Please try later.', '当前网络获取验证码过于频繁，请稍后再试。'),
  CODE_INVALID: def(400, 'The verification code is wrong.', '验证码错误。'),
  CODE_EXPIRED: def(400, 'The verification code has expired or was used. Please request a new one.', '验证码已失效，请重新获取。'),
  CODE_TOO_MANY_TRIES: def(400, 'Too many wrong codes. Please request a new one.', '验证码错误次数过多，请重新获取。'),
  SMS_SEND_FAILED: def(503, 'The code could not be sent. Please retry.', '验证码发送失败，请重试。'),
  INVITE_CODE_INVALID: def(400, 'The invitation code does not exist.', '邀请码不存在。'),
  RESET_TOKEN_INVALID: def(400, 'The reset link has expired. Please start again.', '重置凭证已失效，请重新开始。'),
  PASSWORD_INCORRECT: def(400, 'The current password is incorrect.', '当前密码错误。'),
  PASSWORD_SAME: def(400, 'The new password must differ from the current one.', '新密码不能与当前密码相同。'),
  PHONE_SAME: def(400, 'This is already your phone number.', '这已经是您的手机号。'),
  // files
  FILE_REQUIRED: def(400, 'Please choose a file.', '请选择文件。'),
  FILE_TYPE_REJECTED: def(400, 'This kind of file is not accepted here ({mime}).', '不支持此类型的文件（{mime}）。'),
  FILE_TOO_LARGE: def(413, 'The file is larger than {limit}.', '文件超过 {limit}。'),
  FILE_NOT_FOUND: def(404, 'No such file.', '文件不存在。'),
  FILE_NOT_YOURS: def(403, 'This file belongs to someone else.', '该文件不属于您。'),
  FILE_WRONG_PURPOSE: def(
    400,
    'This file was uploaded as {actual}, but {expected} is needed here.',
    '该文件的用途是 {actual}，此处需要 {expected}。',
  ),
  FILE_LINK_INVALID: def(403, 'This file link is not valid.', '文件链接无效。'),
  FILE_LINK_EXPIRED: def(403, 'This file link has expired. Please open the file again.', '文件链接已过期，请重新打开文件。'),
  FILE_IMAGE_INVALID: def(400, 'The image could not be read. Please upload another one.', '无法读取该图片，请换一张。'),
  FILE_IMAGE_TOO_MANY_PIXELS: def(400, 'The image is larger than {limit} megapixels.', '图片超过 {limit} 百万像素。'),
  FILE_IMAGE_ANIMATION_TOO_LARGE: def(
    400,
    'The animation is too large: at most {frames} frames and {limit} megapixels over all its frames.',
    '动图过大：最多 {frames} 帧，所有帧合计不超过 {limit} 百万像素。',
  ),
  MODEL_TOO_COMPLEX: def(400, 'The 3D file is too large to process: {reason}.', '3D 文件过大，无法处理：{reason}。'),
  UPLOAD_TOO_MANY_OPEN: def(
    409,
    'You have {limit} unfinished uploads. Finish or cancel one first; an upload that receives nothing for an hour is removed.',
    '您有 {limit} 个未完成的上传，请先完成或取消其中一个；一小时没有进展的上传会被删除。',
  ),
  UPLOAD_LENGTH_EXCEEDED: def(
    413,
    'More bytes were sent than the upload declared ({declared} bytes).',
    '发送的字节数超过了上传声明的大小（{declared} 字节）。',
  ),
  UPLOAD_QUOTA_EXCEEDED: def(
    413,
    'Your files have reached your upload limit of {limit}. Uploads not used anywhere are removed after 24 hours.',
    '您的文件已达到上传上限 {limit}。未被使用的上传文件会在 24 小时后删除。',
  ),
  // members & admin
  MEMBER_NOT_FOUND: def(404, 'No such member.', '会员不存在。'),
  CANNOT_CHANGE_SELF: def(409, 'Admins cannot ban or demote themselves.', '管理员不能封禁或降级自己。'),
  MESSAGE_NOT_FOUND: def(404, 'No such message.', '消息不存在。'),
  MESSAGE_SELF: def(400, 'You cannot send a message to yourself.', '不能给自己发消息。'),
  MESSAGE_BLOCKED: def(403, 'This member does not accept your messages.', '对方不接收您的消息。'),
  MESSAGE_YOU_BLOCKED: def(409, 'You blocked this member. Unblock them to write.', '您已屏蔽该会员，解除屏蔽后才能发消息。'),
  PAGE_NOT_FOUND: def(404, 'No such page.', '页面不存在。'),
  // money (wallet issue)
  INSUFFICIENT_BALANCE: def(409, 'Your balance is not enough.', '余额不足。'),
  PAYCODE_NOT_SET: def(409, 'Please set a payment PIN first.', '请先设置支付密码。'),
  PAYCODE_INCORRECT: def(400, 'The payment PIN is wrong. {left} tries left.', '支付密码错误，还可尝试 {left} 次。'),
  PAYCODE_LOCKED: def(429, 'The payment PIN is locked. Try again in {minutes} minutes.', '支付密码已锁定，请 {minutes} 分钟后再试。'),
  IDEMPOTENCY_KEY_REUSED: def(409, 'This Idempotency-Key was used for a different request.', '该幂等键已用于其他请求。'),
  STATE_CONFLICT: def(409, 'This is not possible in the current state ({state}).', '当前状态（{state}）下无法执行此操作。'),
  IDEMPOTENCY_KEY_REQUIRED: def(
    400,
    'This call spends coins and needs an Idempotency-Key header (one per attempt).',
    '此操作会扣除金币，须带 Idempotency-Key 请求头（每次尝试一个）。',
  ),
  IDEMPOTENCY_KEY_INVALID: def(
    400,
    'The Idempotency-Key header must be 1–100 letters, digits or - _ . :',
    'Idempotency-Key 请求头须为 1–100 个字母、数字或 - _ . :',
  ),
  PAYMENT_METHOD_UNAVAILABLE: def(400, 'This payment method is not available.', '该支付方式不可用。'),
  PAYMENT_PROVIDER_UNAVAILABLE: def(503, 'The payment provider cannot be reached. Please try again shortly.', '支付服务暂时无法连接，请稍后再试。'),
  PAYOUT_FAILED: def(
    409,
    'Alipay did not pay this withdrawal: {reason}. The coins stay held: pay again or reject it.',
    '支付宝未能打款：{reason}。金币仍冻结，可重试或驳回。',
  ),
  PAYOUT_UNCONFIRMED: def(
    503,
    'Alipay did not answer, so whether it paid this withdrawal is not known yet. It stays "paying", its coins held, until Alipay says: it is asked again within a few minutes, or pay again after a minute (Alipay never pays it twice).',
    '支付宝未响应，暂不确定是否已打款。提现保持"打款中"、金币仍冻结，几分钟内会再向支付宝查询；也可一分钟后再次打款（支付宝不会重复打款）。',
  ),
  RECHARGE_NOT_FOUND: def(404, 'No such top-up.', '充值记录不存在。'),
  REFUND_EXCEEDS_TOPUP: def(
    409,
    'At most {left} coins of this top-up can still be refunded (its amount less what was refunded or is being refunded).',
    '该充值最多还可退款 {left} 金币（充值金额减去已退和退款中的金额）。',
  ),
  REFUND_EXCEEDS_UNSPENT: def(
    409,
    'Only unspent coins can be refunded: the member has {available} coins available.',
    '只能退还未使用的金币：该会员可用余额为 {available} 金币。',
  ),
  REFUND_FAILED: def(
    409,
    'The payment provider refused the refund: {reason}. The coins were returned to the member.',
    '支付机构拒绝了退款：{reason}。金币已退回会员余额。',
  ),
  WITHDRAWAL_NOT_FOUND: def(404, 'No such withdrawal.', '提现记录不存在。'),
  IDENTITY_REQUIRED: def(409, 'Please complete identity verification first.', '请先完成实名认证。'),
  ACCOUNT_NAME_MISMATCH: def(400, "The account holder's name must be your verified real name.", '收款账户姓名须与实名认证姓名一致。'),
  WITHDRAW_BELOW_MIN: def(400, 'The minimum withdrawal is {min} coins.', '单笔提现金额不能低于 {min} 金币。'),
  WITHDRAW_DAILY_LIMIT: def(409, 'This exceeds the daily withdrawal limit; {left} coins left today.', '超出每日提现额度，今日还可提现 {left} 金币。'),
  IDENTITY_PENDING: def(409, 'Your identity verification is being reviewed.', '实名认证正在审核中。', ShowType.warning),
  IDENTITY_ALREADY_APPROVED: def(409, 'Your identity is already verified.', '您已完成实名认证。', ShowType.warning),
  IDNO_TAKEN: def(409, 'This ID number is already verified on another account.', '该身份证号已在其他账号完成认证。'),
  IDENTITY_FILES_SAME: def(400, 'Please upload two different photos: the front and the back.', '请分别上传身份证正面和反面照片。'),
  IDENTITY_NOT_FOUND: def(404, 'This member has not submitted identity verification.', '该会员未提交实名认证。'),
  ALREADY_CHECKED_IN: def(409, 'You have already checked in today.', '今天已经签到过了。', ShowType.warning),
  // business tasks (tasks issue)
  TASK_NOT_FOUND: def(404, 'No such task.', '任务不存在。'),
  BUSINESS_ONLY: def(403, 'Only business accounts can do this.', '仅企业账号可以执行此操作。'),
  DESIGNER_ONLY: def(403, 'Only designer accounts can do this.', '仅设计师账号可以执行此操作。'),
  OWN_TASK: def(403, 'You cannot do this on your own task.', '不能对自己发布的任务执行此操作。'),
  SIGNUP_EXISTS: def(409, 'You have already signed up for this task.', '您已报名该任务。', ShowType.warning),
  SIGNUP_NOT_FOUND: def(404, 'No such signup on this task.', '该任务没有这个报名。'),
  REVISION_LIMIT: def(409, 'Revisions can be asked at most {max} times.', '最多只能要求修改 {max} 次。'),
  DELIVERY_ORIGINAL_LOCKED: def(
    403,
    'The original file is available once you accept the delivery; until then you can view its preview.',
    '验收通过后才能获取原始文件，在此之前可查看预览。',
  ),
  TASK_DUE_PASSED: def(409, 'The design due date has passed. Please edit the task first.', '设计截止日期已过，请先修改任务。'),
  CHAT_EMPTY: def(400, 'Please write a message or attach a file.', '请输入内容或添加文件。'),
  EVALUATION_NOT_FOUND: def(404, 'No such evaluation.', '评价不存在。'),
  EVALUATION_EXISTS: def(409, 'You have already evaluated this task.', '您已评价过该任务。', ShowType.warning),
  EVALUATION_LOCKED: def(409, 'This evaluation has been revealed and can no longer be changed.', '该评价已公开，不能再修改。'),
  COMPLAINT_NOT_FOUND: def(404, 'No such complaint.', '投诉不存在。'),
  SPLIT_AMOUNT_INVALID: def(400, 'The designer amount must be between 0.01 and {max}.', '设计师分得金额须在 0.01 到 {max} 之间。'),
  // catalogue: exhibitions (issue 8)
  EXHIBITION_NOT_FOUND: def(404, 'No such exhibition.', '展会不存在。'),
  EXHIBITION_UNDER_REVIEW: def(
    409,
    'This exhibition is being reviewed and cannot be edited until the review is done.',
    '该展会正在审核中，审核完成前不能修改。',
    ShowType.warning,
  ),
  PLOT_NOT_FOUND: def(404, 'No such booth plot in this exhibition.', '该展会没有这个展位。'),
  // model centre (issue 10)
  MODEL_NOT_FOUND: def(404, 'No such model.', '模型不存在。'),
  MODEL_PAYCODE_REQUIRED: def(
    400,
    'This model costs {price} coins. Enter your payment PIN to buy it.',
    '该模型售价 {price} 金币，请输入支付密码购买。',
  ),
  SERVICE_NOT_FOUND: def(404, 'No such service package.', '服务套餐不存在。'),
  SERVICE_PAUSED: def(
    409,
    'The designer has paused this service package; it cannot be bought now.',
    '设计师已暂停该服务套餐，暂时无法购买。',
    ShowType.warning,
  ),
  SERVICE_PRICE_CHANGED: def(
    409,
    'The price of this service changed to {price} coins since you opened it. Check it and buy again.',
    '该服务套餐的价格已变为 {price} 金币，请确认后重新购买。',
    ShowType.warning,
  ),
  TASK_PRICE_CHANGED: def(
    409,
    'The budget of this task changed to {price} coins since you opened it. Check it and pay again.',
    '该任务的预算已变为 {price} 金币，请确认后重新支付。',
    ShowType.warning,
  ),
  OWN_SERVICE: def(403, 'You cannot buy your own service package.', '不能购买自己发布的服务套餐。'),
  MODEL_PRICE_CHANGED: def(
    409,
    'The price of this model changed to {price} coins since you opened it. Check it and buy again.',
    '该模型的价格已变为 {price} 金币，请确认后重新购买。',
    ShowType.warning,
  ),
  // WeChat login and security settings (issue 11)
  WECHAT_NOT_CONFIGURED: def(
    409,
    'WeChat login is not configured on this site. Please log in with your phone.',
    '本站未开通微信登录，请使用手机号登录。',
  ),
  WECHAT_STATE_INVALID: def(
    400,
    'This WeChat login was not started in this browser. Please start again from the login page.',
    '该微信登录不是在此浏览器发起的，请回到登录页重新扫码。',
  ),
  WECHAT_STATE_EXPIRED: def(
    400,
    'This WeChat login link has expired or was already used. Please scan the QR code again.',
    '微信登录链接已过期或已使用，请重新扫码。',
  ),
  WECHAT_CODE_INVALID: def(
    400,
    'WeChat did not accept this sign-in (it was used already or has expired). Please scan the QR code again.',
    '微信未接受本次登录（授权已使用或已过期），请重新扫码。',
  ),
  WECHAT_UNAVAILABLE: def(
    503,
    'WeChat could not confirm the sign-in (error {errcode}). Please try again later or log in with your phone.',
    '微信暂时无法完成登录（错误 {errcode}），请稍后重试或使用手机号登录。',
  ),
  WECHAT_PENDING_EXPIRED: def(400, 'Your WeChat sign-in has expired. Please scan the QR code again.', '微信登录已超时，请重新扫码。'),
  WECHAT_PHONE_BOUND_OTHER: def(
    409,
    "This phone's account is bound to another WeChat. Log in with the phone and unbind it first, or use another phone.",
    '该手机号的账号已绑定其他微信。请先用手机号登录并解绑，或使用其他手机号。',
  ),
  WECHAT_ALREADY_BOUND: def(409, 'This WeChat is already bound to another account.', '该微信已绑定其他账号。'),
  WECHAT_BIND_OTHER_MEMBER: def(409, 'You are already bound to a WeChat. Unbind it first.', '您已绑定微信，请先解绑。'),
  WECHAT_NOT_BOUND: def(409, 'No WeChat is bound to this account.', '该账号未绑定微信。', ShowType.warning),
  WECHAT_ONLY_LOGIN: def(
    409,
    'WeChat is your only way to log in. Set a password first (Forgot password), then unbind.',
    '微信是您唯一的登录方式。请先设置登录密码（忘记密码），再解绑。',
  ),
  WECHAT_PROOF_REQUIRED: def(400, 'Enter your password or an SMS code to confirm.', '请输入登录密码或短信验证码以确认。'),
  // catalogue: categories, venues, conventions (issue 8)
  CATEGORY_NOT_FOUND: def(404, 'No such category.', '分类不存在。'),
  CATEGORY_CODE_TAKEN: def(409, 'The code {code} is already used in this tree.', '编码 {code} 在此分类树中已被使用。'),
  CATEGORY_PARENT_INVALID: def(
    400,
    'The parent must be another node of the same tree, and not one of its own descendants.',
    '上级分类须是同一分类树中的其他节点，且不能是它自己的下级。',
  ),
  CATEGORY_HAS_CHILDREN: def(
    409,
    'This category has {count} sub-categories. Delete or move them first.',
    '该分类下有 {count} 个子分类，请先删除或移走。',
  ),
  CATEGORY_IN_USE: def(
    409,
    'This category is used by {count} exhibitions or conventions. Switch it off instead of deleting it.',
    '该分类正被 {count} 个展会或会议使用，请停用而不是删除。',
  ),
  VENUE_NOT_FOUND: def(404, 'No such venue.', '场馆不存在。'),
  ARTICLE_NOT_FOUND: def(404, 'No such article.', '文章不存在。'),
  VENUE_IN_USE: def(
    409,
    'This venue is used by {count} exhibitions or conventions. Unlink them first.',
    '该场馆正被 {count} 个展会或会议使用，请先解除关联。',
  ),
  CONVENTION_NOT_FOUND: def(404, 'No such convention.', '会议不存在。'),
  CONVENTION_PENDING_REVIEW: def(
    409,
    'This convention is waiting for review and cannot be edited until it is reviewed.',
    '该会议正在审核中，审核完成前不能修改。',
    ShowType.warning,
  ),
  CONVENTION_NOT_PENDING: def(
    409,
    'This convention is not waiting for review (it is {state}).',
    '该会议不在待审核状态（当前：{state}）。',
    ShowType.warning,
  ),
  // people: works and the designer directory (issue 9)
  WORK_NOT_FOUND: def(404, 'No such work.', '作品不存在。'),
  PICTURE_NOT_FOUND: def(404, 'No such picture.', '图片不存在。'),
  DESIGNER_NOT_FOUND: def(404, 'No such designer.', '设计师不存在。'),
  TASK_NOT_RECRUITING: def(409, 'This task is not recruiting designers (it is {state}).', '该任务不在招募中（当前：{state}）。', ShowType.warning),
  ALREADY_INVITED: def(409, 'You have already invited this designer to this task.', '您已邀请过该设计师参与此任务。', ShowType.warning),
  // factories and build quotes (issue 9)
  FACTORY_ONLY: def(403, 'Only factory accounts can do this.', '仅工厂账号可以执行此操作。'),
  FACTORY_NOT_FOUND: def(404, 'No such factory.', '工厂不存在。'),
  QUOTE_REQUEST_NOT_FOUND: def(404, 'No such request for quotes.', '报价请求不存在。'),
  QUOTE_TASK_NOT_COMPLETED: def(
    409,
    'Build quotes can be asked for a published booth brief or an accepted design, not for a task that is {state}.',
    '只能为已发布的展位需求或已验收的设计发起搭建报价，当前状态：{state}。',
  ),
  QUOTE_REQUEST_EXISTS: def(
    409,
    'This task already has an open or decided request for quotes.',
    '该任务已有进行中或已选定的报价请求。',
    ShowType.warning,
  ),
  QUOTE_NO_FACTORIES: def(409, 'No factory matches this request.', '没有符合条件的工厂。', ShowType.warning),
  QUOTE_DEADLINE_PASSED: def(409, 'The deadline for quotes has passed.', '报价截止时间已过。', ShowType.warning),
  QUOTE_ALREADY_PICKED: def(409, 'A quote has already been chosen for this request.', '该报价请求已选定工厂。', ShowType.warning),
  QUOTE_ACCEPT_FIRST: def(409, 'Accept to quote first.', '请先接受报价邀请。', ShowType.warning),
  QUOTE_DECLINED: def(409, 'You declined this request.', '您已拒绝该报价请求。', ShowType.warning),
  QUOTE_NOT_SUBMITTED: def(409, 'This factory has not quoted.', '该工厂尚未报价。', ShowType.warning),
  QUOTE_ALREADY_QUOTED: def(409, 'You have already quoted; a quote cannot be declined.', '您已报价，不能再拒绝。', ShowType.warning),
  QUOTE_NOT_RATABLE: def(
    409,
    'A factory can be rated once it was chosen and the show has begun.',
    '选定工厂且展会开始后才能评价搭建。',
    ShowType.warning,
  ),
  QUOTE_ALREADY_RATED: def(409, 'You have already rated this build.', '您已评价过此次搭建。', ShowType.warning),
  // crews and the build calendar (decision 079)
  CREW_NOT_FOUND: def(404, 'No such crew.', '施工队不存在。'),
  CREWS_FULL: def(409, 'A factory keeps at most {max} crews.', '每个工厂最多 {max} 支施工队。', ShowType.warning),
  CREW_RETIRED: def(409, 'Crew {crew} is retired and takes no bookings.', '施工队“{crew}”已停用，不能再预订。', ShowType.warning),
  CREW_DOUBLE_BOOKED: def(
    409,
    'Crew {crew} is already booked on {day} at these hours ({starts}–{ends}): a crew cannot be in two places at once.',
    '施工队“{crew}”在 {day} 的这个时段（{starts}–{ends}）已有预订，同一施工队不能同时在两处施工。',
    ShowType.warning,
  ),
  BOOKING_OUTSIDE_HOURS: def(
    409,
    'On {day} the hall is open for building {opens}–{closes}; {starts}–{ends} is outside its hours.',
    '{day} 展馆布展开放时间为 {opens}–{closes}，{starts}–{ends} 不在开放时间内。',
    ShowType.warning,
  ),
  BOOKING_OUTSIDE_WINDOW: def(
    409,
    '{day} is not a move-in day of this show (move-in {from} to {to}).',
    '{day} 不是本展会的布展日（布展期 {from} 至 {to}）。',
    ShowType.warning,
  ),
  BOOKING_NO_SCHEDULE: def(
    409,
    'This show has no move-in days set yet, so crew days cannot be booked.',
    '该展会尚未公布布展日程，暂不能预订施工队。',
    ShowType.warning,
  ),
  // a designer's saved task-hall searches (decision 074)
  SAVED_SEARCH_NOT_FOUND: def(404, 'This saved search does not exist.', '该搜索订阅不存在。', ShowType.warning),
  SAVED_SEARCH_LIMIT: def(
    409,
    'You can keep at most {max} saved searches. Delete one first.',
    '最多只能保存 {max} 个搜索订阅，请先删除一个。',
    ShowType.warning,
  ),
  SESSION_NOT_FOUND: def(404, 'This session has already ended.', '该登录会话已结束。', ShowType.warning),
  // off-site notifications (issue 34)
  MAIL_UNAVAILABLE: def(409, 'E-mail notifications are not set up on this server.', '本站暂未开通邮件通知。', ShowType.warning),
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof errorCatalogue;
export type Lang = 'zh-CN' | 'en-US';

export function errorMessage(code: ErrorCode, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = errorCatalogue[code];
  const template = lang === 'zh-CN' ? entry.zh : entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
