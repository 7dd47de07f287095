-- The default category trees (docs/rules/catalogue.md#kinds): data the product needs even without demo data.
-- designType and style codes are the task enums (packages/shared/src/contracts/tasks.ts designTypes, designStyles).
-- Region: province → city; a city is stored by name (rows keep the city name, e.g. 上海).
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort") VALUES
  ('industry', NULL, 'auto', '汽车', 'Automotive', 10),
  ('industry', NULL, 'electronics', '电子信息', 'Electronics & IT', 20),
  ('industry', NULL, 'machinery', '机械工业', 'Machinery', 30),
  ('industry', NULL, 'building', '建筑建材', 'Building & materials', 40),
  ('industry', NULL, 'medical', '医疗健康', 'Medical & health', 50),
  ('industry', NULL, 'food', '食品饮料', 'Food & beverage', 60),
  ('industry', NULL, 'textile', '纺织服装', 'Textiles & apparel', 70),
  ('industry', NULL, 'furniture', '家居家具', 'Home & furniture', 80),
  ('industry', NULL, 'energy', '能源环保', 'Energy & environment', 90),
  ('industry', NULL, 'consumer', '消费品', 'Consumer goods', 100),
  ('industry', NULL, 'culture', '文化创意', 'Culture & creative', 110),
  ('industry', NULL, 'agriculture', '农业', 'Agriculture', 120),
  ('industry', NULL, 'education', '教育培训', 'Education', 130),
  ('industry', NULL, 'finance', '金融科技', 'Finance & fintech', 140)
ON CONFLICT ("tree", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort") VALUES
  ('designType', NULL, 'booth', '展台设计', 'Booth / stand', 10),
  ('designType', NULL, 'stage', '舞台会议', 'Stage / convention', 20),
  ('designType', NULL, 'hall', '展厅设计', 'Showroom / hall', 30),
  ('designType', NULL, 'pavilion', '展馆规划', 'Pavilion / venue layout', 40),
  ('designType', NULL, 'event', '活动美陈', 'Event styling', 50),
  ('designType', NULL, 'other', '其他', 'Other', 60)
ON CONFLICT ("tree", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort") VALUES
  ('style', NULL, 'modern', '现代简约', 'Modern minimal', 10),
  ('style', NULL, 'tech', '科技未来', 'Tech / futuristic', 20),
  ('style', NULL, 'luxury', '高端奢华', 'Luxury', 30),
  ('style', NULL, 'natural', '自然生态', 'Natural / eco', 40),
  ('style', NULL, 'industrial', '工业风', 'Industrial', 50),
  ('style', NULL, 'chinese', '新中式', 'New Chinese', 60),
  ('style', NULL, 'creative', '创意艺术', 'Creative / artistic', 70),
  ('style', NULL, 'other', '其他', 'Other', 80)
ON CONFLICT ("tree", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort") VALUES
  ('modelCategory', NULL, 'booth', '展台模型', 'Booth models', 10),
  ('modelCategory', NULL, 'furniture', '展具家具', 'Display furniture', 20),
  ('modelCategory', NULL, 'lighting', '灯光', 'Lighting', 30),
  ('modelCategory', NULL, 'screen', '屏幕多媒体', 'Screens & media', 40),
  ('modelCategory', NULL, 'plant', '绿植景观', 'Plants & landscape', 50),
  ('modelCategory', NULL, 'vehicle', '车辆', 'Vehicles', 60),
  ('modelCategory', NULL, 'people', '人物', 'People', 70),
  ('modelCategory', NULL, 'structure', '结构桁架', 'Structures & truss', 80),
  ('modelCategory', NULL, 'material', '材质贴图', 'Materials & textures', 90)
ON CONFLICT ("tree", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort") VALUES
  ('region', NULL, 'shanghai', '上海', 'Shanghai', 10),
  ('region', NULL, 'beijing', '北京', 'Beijing', 20),
  ('region', NULL, 'tianjin', '天津', 'Tianjin', 30),
  ('region', NULL, 'chongqing', '重庆', 'Chongqing', 40),
  ('region', NULL, 'guangdong', '广东', 'Guangdong', 50),
  ('region', NULL, 'jiangsu', '江苏', 'Jiangsu', 60),
  ('region', NULL, 'zhejiang', '浙江', 'Zhejiang', 70),
  ('region', NULL, 'sichuan', '四川', 'Sichuan', 80),
  ('region', NULL, 'hubei', '湖北', 'Hubei', 90),
  ('region', NULL, 'shaanxi', '陕西', 'Shaanxi', 100),
  ('region', NULL, 'shandong', '山东', 'Shandong', 110),
  ('region', NULL, 'fujian', '福建', 'Fujian', 120)
ON CONFLICT ("tree", "code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("tree", "parent_id", "code", "name_zh", "name_en", "sort")
SELECT 'region', p."id", v.code, v.zh, v.en, v.sort FROM (VALUES
  ('shanghai-c', '上海', 'Shanghai', 10, 'shanghai'),
  ('beijing-c', '北京', 'Beijing', 10, 'beijing'),
  ('tianjin-c', '天津', 'Tianjin', 10, 'tianjin'),
  ('chongqing-c', '重庆', 'Chongqing', 10, 'chongqing'),
  ('guangzhou', '广州', 'Guangzhou', 10, 'guangdong'),
  ('shenzhen', '深圳', 'Shenzhen', 20, 'guangdong'),
  ('dongguan', '东莞', 'Dongguan', 30, 'guangdong'),
  ('foshan', '佛山', 'Foshan', 40, 'guangdong'),
  ('nanjing', '南京', 'Nanjing', 10, 'jiangsu'),
  ('suzhou', '苏州', 'Suzhou', 20, 'jiangsu'),
  ('wuxi', '无锡', 'Wuxi', 30, 'jiangsu'),
  ('hangzhou', '杭州', 'Hangzhou', 10, 'zhejiang'),
  ('ningbo', '宁波', 'Ningbo', 20, 'zhejiang'),
  ('yiwu', '义乌', 'Yiwu', 30, 'zhejiang'),
  ('chengdu', '成都', 'Chengdu', 10, 'sichuan'),
  ('wuhan', '武汉', 'Wuhan', 10, 'hubei'),
  ('xian', '西安', 'Xi''an', 10, 'shaanxi'),
  ('qingdao', '青岛', 'Qingdao', 10, 'shandong'),
  ('jinan', '济南', 'Jinan', 20, 'shandong'),
  ('xiamen', '厦门', 'Xiamen', 10, 'fujian'),
  ('fuzhou', '福州', 'Fuzhou', 20, 'fujian')
) AS v(code, zh, en, sort, province) JOIN "categories" p ON p."tree" = 'region' AND p."code" = v.province
ON CONFLICT ("tree", "code") DO NOTHING;
