CREATE TABLE "member_figure_stamps" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"stamp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 091: a member's figures stamp moves in the same transaction as any row behind Member/userInfo's slower
-- figures (invitation rewards and invitees, evaluations given and received, the payment PIN, the WeChat binding), so a
-- figure kept beside its stamp is known stale by every instance at the next read. TG_ARGV names the member columns.
CREATE OR REPLACE FUNCTION member_figures_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> col)::integer; END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> col)::integer; END IF;
  END LOOP;
  -- in the members' order, so two writers moving the same two stamps take their locks alike (no deadlock)
  INSERT INTO member_figure_stamps AS s (member_id, stamp)
    SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
    ON CONFLICT (member_id) DO UPDATE SET stamp = s.stamp + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invitation_rewards_figures AFTER INSERT OR DELETE OR UPDATE OF inviter_id, amount ON invitation_rewards
  FOR EACH ROW EXECUTE FUNCTION member_figures_moved('inviter_id');
--> statement-breakpoint
CREATE TRIGGER members_invitees_added AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.invited_by IS NOT NULL) EXECUTE FUNCTION member_figures_moved('invited_by');
--> statement-breakpoint
CREATE TRIGGER members_invitees_moved AFTER UPDATE OF invited_by ON members
  FOR EACH ROW WHEN (OLD.invited_by IS DISTINCT FROM NEW.invited_by) EXECUTE FUNCTION member_figures_moved('invited_by');
--> statement-breakpoint
CREATE TRIGGER members_invitees_removed AFTER DELETE ON members
  FOR EACH ROW WHEN (OLD.invited_by IS NOT NULL) EXECUTE FUNCTION member_figures_moved('invited_by');
--> statement-breakpoint
CREATE TRIGGER evaluations_figures AFTER INSERT OR DELETE OR UPDATE OF task_id, author_id, target_id, taidu, sudu, pinzhi ON evaluations
  FOR EACH ROW EXECUTE FUNCTION member_figures_moved('target_id', 'author_id');
--> statement-breakpoint
CREATE TRIGGER payment_pins_figures AFTER INSERT OR DELETE OR UPDATE OF member_id ON payment_pins
  FOR EACH ROW EXECUTE FUNCTION member_figures_moved('member_id');
--> statement-breakpoint
CREATE TRIGGER wechat_bindings_figures AFTER INSERT OR DELETE OR UPDATE OF member_id ON wechat_bindings
  FOR EACH ROW EXECUTE FUNCTION member_figures_moved('member_id');
