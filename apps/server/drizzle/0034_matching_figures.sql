CREATE TABLE "designer_match_figures" (
	"designer_id" integer NOT NULL,
	"types" varchar(16) NOT NULL,
	"place" varchar(40) NOT NULL,
	"n" integer NOT NULL,
	"per_m2_sum" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "designer_match_figures_pkey" PRIMARY KEY("designer_id","types","place"),
	CONSTRAINT "designer_match_figures_n_positive" CHECK ("designer_match_figures"."n" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_not_for_me" (
	"designer_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_not_for_me_pkey" PRIMARY KEY("designer_id","key")
);
--> statement-breakpoint
CREATE INDEX "designer_match_figures_rank_idx" ON "designer_match_figures" USING btree ("types","place","n","designer_id");--> statement-breakpoint
-- the tasks completed so far, into their designers' matching figures, as modules/tasks/guide.service.ts
-- recordCompletion adds each new one (decision 078): every completion with a designer but a complaint's split; the
-- place by the region tree, as the budget guidance files it
INSERT INTO "designer_match_figures" ("designer_id", "types", "place", "n", "per_m2_sum", "last_at")
SELECT t.designer_id, t.types, k.place, count(*)::int, sum(round(t.cost::numeric / t.plaza))::bigint, max(coalesce(t.completed_at, t.updated_at))
FROM (
  SELECT t."designer_id", t."types", t."city", t."cost", t."plaza", t."completed_at", t."updated_at", r.code AS city_code
  FROM "tasks" t
  LEFT JOIN LATERAL (
    SELECT c."code" FROM "categories" c JOIN "categories" p ON p."id" = c."parent_id"
    WHERE c."tree" = 'region' AND (c."name_zh" = btrim(t."city") OR lower(c."name_en") = lower(btrim(t."city")))
    ORDER BY c."id" LIMIT 1
  ) r ON true
  WHERE t."status" = 'completed' AND t."designer_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "task_orbits" o WHERE o."task_id" = t."id" AND o."action" = 'decide_split')
) t
CROSS JOIN LATERAL (VALUES
  (CASE WHEN t.city_code IS NULL THEN 'c:=' || lower(btrim(t.city)) ELSE 'c:' || t.city_code END),
  ('*')
) AS k(place)
GROUP BY 1, 2, 3;
