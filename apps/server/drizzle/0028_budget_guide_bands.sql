CREATE TABLE "task_price_bands" (
	"place" varchar(40) NOT NULL,
	"types" varchar(16) NOT NULL,
	"layer" smallint NOT NULL,
	"opens" smallint NOT NULL,
	"area_band" smallint NOT NULL,
	"bucket" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "task_price_bands_pkey" PRIMARY KEY("place","types","layer","opens","area_band","bucket"),
	CONSTRAINT "task_price_bands_n_positive" CHECK ("task_price_bands"."n" > 0)
);
--> statement-breakpoint
-- the tasks completed so far, into their bands, as modules/tasks/guide.service.ts recordCompletion adds each new one
-- (decision 075): paid in full (no complaint split), not bought from a service package; the place by the region tree
INSERT INTO "task_price_bands" ("place", "types", "layer", "opens", "area_band", "bucket", "n")
SELECT k.place, t.types, t.layer, o.opens, t.area_band, t.bucket, count(*)::int
FROM (
  SELECT t.types, t.layer, t.opens, t.city, r.code AS city_code, r.province_code,
    CASE WHEN t.plaza >= 1000 THEN 6 WHEN t.plaza >= 500 THEN 5 WHEN t.plaza >= 200 THEN 4 WHEN t.plaza >= 100 THEN 3
      WHEN t.plaza >= 36 THEN 2 WHEN t.plaza >= 18 THEN 1 ELSE 0 END AS area_band,
    (CASE WHEN t.cost::numeric / t.plaza < 1000 THEN round(t.cost::numeric / t.plaza)
      ELSE round(t.cost::numeric / t.plaza / power(10::numeric, floor(log(t.cost::numeric / t.plaza)) - 2))
        * power(10::numeric, floor(log(t.cost::numeric / t.plaza)) - 2) END)::bigint AS bucket
  FROM "tasks" t
  LEFT JOIN LATERAL (
    SELECT c."code", p."code" AS province_code FROM "categories" c JOIN "categories" p ON p."id" = c."parent_id"
    WHERE c."tree" = 'region' AND (c."name_zh" = btrim(t."city") OR lower(c."name_en") = lower(btrim(t."city")))
    ORDER BY c."id" LIMIT 1
  ) r ON true
  WHERE t."status" = 'completed' AND t."service_id" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "task_orbits" o WHERE o."task_id" = t."id" AND o."action" = 'decide_split')
) t
CROSS JOIN LATERAL (VALUES
  (CASE WHEN t.city_code IS NULL THEN 'c:=' || lower(btrim(t.city)) ELSE 'c:' || t.city_code END),
  ('p:' || t.province_code),
  ('*')
) AS k(place)
CROSS JOIN LATERAL (VALUES (t.opens), (0::smallint)) AS o(opens)
WHERE k.place IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
