/**
 * Texts of the global search, the header box, My Collection and the home page's live figures. Spread into
 * src/i18n/en-US.ts and zh-CN.ts; zh-CN must have exactly these keys.
 */
export const searchEnUS = {
  'search.title': 'Search',
  'search.title.myCollection': 'My collection',
  'search.box.placeholder': 'Search exhibitions, venues, tasks…',
  'search.box.open': 'Search',
  'search.page.heading': 'Results for “{keyword}”',
  'search.page.enter': 'Type what you are looking for above',
  'search.page.none': 'Nothing found for “{keyword}”',
  'search.page.noneHint': 'Try another word, or a shorter one: 车展 and “auto show” find the same things.',

  'search.kind.exhibition': 'Exhibitions',
  'search.kind.convention': 'Conventions',
  'search.kind.venue': 'Venues',
  'search.kind.article': 'Articles',
  'search.kind.picture': 'Gallery',
  'search.kind.task': 'Design tasks',
  'search.kind.designer': 'Designers',
  'search.kind.service': 'Service packages',
  'search.kind.factory': 'Factories',
  'search.kind.model': '3D models',
  'search.count.exhibition': 'exhibitions',
  'search.count.convention': 'conventions',
  'search.count.venue': 'venues',
  'search.count.task': 'recruiting tasks',

  'search.collection.empty': 'Nothing saved here yet',
  'search.collection.browse': 'Browse',
  'search.collection.remove': 'Remove from my collection',
  'search.collection.removed': 'Removed from your collection',
  'search.collection.undo': 'Undo',
  'search.collection.restored': 'Back in your collection',
};

export const searchZhCN: Record<keyof typeof searchEnUS, string> = {
  'search.title': '搜索',
  'search.title.myCollection': '我的收藏',
  'search.box.placeholder': '搜索展会、场馆、任务…',
  'search.box.open': '搜索',
  'search.page.heading': '“{keyword}”的搜索结果',
  'search.page.enter': '在上方输入要找的内容',
  'search.page.none': '没有找到与“{keyword}”相关的内容',
  'search.page.noneHint': '换个词或短一些的词试试：车展和 auto show 能找到同样的内容。',

  'search.kind.exhibition': '展会',
  'search.kind.convention': '会议',
  'search.kind.venue': '场馆',
  'search.kind.article': '资讯',
  'search.kind.picture': '图库',
  'search.kind.task': '设计任务',
  'search.kind.designer': '设计师',
  'search.kind.service': '设计服务',
  'search.kind.factory': '搭建工厂',
  'search.kind.model': '3D 模型',
  'search.count.exhibition': '场展会',
  'search.count.convention': '场会议',
  'search.count.venue': '个场馆',
  'search.count.task': '个招募中的任务',

  'search.collection.empty': '这里还没有收藏',
  'search.collection.browse': '去看看',
  'search.collection.remove': '取消收藏',
  'search.collection.removed': '已取消收藏',
  'search.collection.undo': '撤销',
  'search.collection.restored': '已恢复收藏',
};
