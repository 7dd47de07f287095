/**
 * Texts of a designer's saved task-hall searches (the task hall's button, the personal centre's list; decision 074),
 * spread into src/i18n/en-US.ts and zh-CN.ts. zh-CN must have exactly these keys.
 */
export const savedSearchEnUS = {
  'tasks.savedSearch.title': 'Saved searches',
  'tasks.savedSearch.save': 'Tell me of new tasks like these',
  'tasks.savedSearch.saved': 'Search saved: new matching tasks will be told to you (at most once an hour)',
  'tasks.savedSearch.intro':
    'New tasks matching these filters are told in your message centre and, as you chose in Notifications, by e-mail — at most once an hour per search. You can keep {max}.',
  'tasks.savedSearch.none': 'No saved searches yet. Set the filters in the task hall and save them there.',
  'tasks.savedSearch.filters': 'Filters',
  'tasks.savedSearch.created': 'Saved',
  'tasks.savedSearch.told': 'Last told',
  'tasks.savedSearch.never': 'not yet',
  'tasks.savedSearch.action': 'Action',
  'tasks.savedSearch.deleteConfirm': 'Delete this saved search?',
  'tasks.savedSearch.deleted': 'Saved search deleted',
  'tasks.savedSearch.open': 'Show in the task hall',
};

export const savedSearchZhCN: Record<keyof typeof savedSearchEnUS, string> = {
  'tasks.savedSearch.title': '搜索订阅',
  'tasks.savedSearch.save': '有新任务时通知我',
  'tasks.savedSearch.saved': '已保存：有符合条件的新任务时会通知您（每小时至多一次）',
  'tasks.savedSearch.intro': '符合这些条件的新任务会发到您的消息中心，并按“通知设置”发送邮件——每个订阅每小时至多一次。最多可保存 {max} 个。',
  'tasks.savedSearch.none': '还没有搜索订阅。在任务大厅设置筛选条件后即可保存。',
  'tasks.savedSearch.filters': '筛选条件',
  'tasks.savedSearch.created': '保存时间',
  'tasks.savedSearch.told': '最近通知',
  'tasks.savedSearch.never': '尚未通知',
  'tasks.savedSearch.action': '操作',
  'tasks.savedSearch.deleteConfirm': '确定删除这个搜索订阅吗？',
  'tasks.savedSearch.deleted': '搜索订阅已删除',
  'tasks.savedSearch.open': '在任务大厅查看',
};
